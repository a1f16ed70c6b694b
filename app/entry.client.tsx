import { createHead, UnheadProvider } from "@unhead/react/client";
import { setNonce } from "get-nonce";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Libraries that inject <style> elements (the dialog's scroll lock) need the page's CSP nonce.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
if (nonce) setNonce(nonce);

const head = createHead();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <UnheadProvider value={head}>
        <HydratedRouter />
      </UnheadProvider>
    </StrictMode>,
  );
});
