import { describe, expect, it } from "vitest";
import { externalLinkDefaults } from "../../app/content/venue.ts";
import { ConfigError, loadConfig } from "../../app/server/config.server.ts";

describe("loadConfig", () => {
  it("starts with working defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe("./.data");
    expect(config.logLevel).toBe("info");
    expect(config.links.booking).toBe(externalLinkDefaults.booking.url);
    expect(config.links.vrBooking).toBe(externalLinkDefaults.vrBooking.url);
    expect(config.links.waiver).toBe("https://waivers.example/ironbark-axe-house");
    expect(config.links.giftCards).toBe("https://booking.example/ironbark-axe-house/gift-cards");
    expect(config.links.map).toBe(
      "https://www.google.com/maps?q=Ironbark%20Axe%20House%2C%204807%20Switchgrass%20Way%2C%20Suite%20110%2C%20Austin%2C%20TX%2078745&output=embed",
    );
    expect(config.viewBatchMs).toBe(5);
  });

  it("reads overrides from the environment", () => {
    const config = loadConfig({
      PORT: "8081",
      SITE_URL: "https://www.ironbark.example/",
      DATABASE_URL: "postgres://app@db:5432/site",
      DATA_DIR: "/var/lib/site",
      LOG_LEVEL: "debug",
      VR_BOOKING_URL: "https://vr.example/book",
      WAIVER_URL: "https://sign.example/ironbark?location=austin",
      GIFT_CARD_URL: "https://cards.example/ironbark",
      MAP_EMBED_URL: "https://maps.example/embed?place=ironbark",
      VIEW_BATCH_MS: "0",
    });
    expect(config.port).toBe(8081);
    expect(config.siteUrl).toBe("https://www.ironbark.example");
    expect(config.databaseUrl).toBe("postgres://app@db:5432/site");
    expect(config.dataDir).toBe("/var/lib/site");
    expect(config.logLevel).toBe("debug");
    expect(config.links.vrBooking).toBe("https://vr.example/book");
    expect(config.links.waiver).toBe("https://sign.example/ironbark?location=austin");
    expect(config.links.giftCards).toBe("https://cards.example/ironbark");
    expect(config.links.map).toBe("https://maps.example/embed?place=ironbark");
    expect(config.viewBatchMs).toBe(0);
  });

  it("names every bad variable in one clear error", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        SITE_URL: "ftp://x",
        LOG_LEVEL: "loud",
        DATABASE_URL: "mysql://x",
        BOOKING_URL: "not a url",
        WAIVER_URL: "javascript:alert(1)",
        GIFT_CARD_URL: "gift cards",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ["PORT", "SITE_URL", "LOG_LEVEL", "DATABASE_URL", "BOOKING_URL", "WAIVER_URL", "GIFT_CARD_URL"]) {
      expect(message).toContain(name);
    }
    expect((error as ConfigError).problems).toHaveLength(7);
  });

  it("keeps the view batch window within the views' time budget", () => {
    for (const value of ["251", "-1", "2.5", "soon"]) {
      expect(() => loadConfig({ VIEW_BATCH_MS: value }), value).toThrow(/VIEW_BATCH_MS must be a whole number from 0 to 250/);
    }
    expect(loadConfig({ VIEW_BATCH_MS: "250" }).viewBatchMs).toBe(250);
  });

  it("rejects a site URL with a path, since canonical URLs are built from it", () => {
    expect(() => loadConfig({ SITE_URL: "https://example.com/site" })).toThrow(/SITE_URL must be an origin/);
  });

  it("serves metrics on port 9464 by default, on any free port with 0, and not at all with off", () => {
    expect(loadConfig({}).metricsPort).toBe(9464);
    expect(loadConfig({ METRICS_PORT: "9100" }).metricsPort).toBe(9100);
    expect(loadConfig({ METRICS_PORT: "0" }).metricsPort).toBe(0);
    expect(loadConfig({ METRICS_PORT: "off" }).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: "OFF" }).metricsPort).toBeUndefined();
  });

  it("refuses a metrics port that is not one, or that is the public port", () => {
    expect(() => loadConfig({ METRICS_PORT: "metrics" })).toThrow(/METRICS_PORT must be a whole number from 0 to 65535, or off/);
    expect(() => loadConfig({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ PORT: "9464" })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(loadConfig({ PORT: "9464", METRICS_PORT: "9465" }).metricsPort).toBe(9465);
  });

  it("sizes the database pool from DATABASE_POOL_MAX, 10 by default, 1-100", () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: "4" }).databasePoolMax).toBe(4);
    for (const bad of ["0", "101", "2.5", "many"]) {
      expect(() => loadConfig({ DATABASE_POOL_MAX: bad }), bad).toThrow(/DATABASE_POOL_MAX must be a whole number from 1 to 100/);
    }
  });
});
