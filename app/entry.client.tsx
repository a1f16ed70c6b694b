import { createHead, UnheadProvider } from "@unhead/react/client";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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
