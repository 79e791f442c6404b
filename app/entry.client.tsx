import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrationReleased } from "./lib/hydration-gate";
import { getRootElement } from "./lib/root-element";

// The root layout renders the whole document; the #root container inside it must exist.
getRootElement(document);

const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

// A signed-in page's avatar menu is hydrated with the page, never after it (its first click
// must open the menu); signed-out pages hydrate at once. If that code cannot be had, the page
// hydrates all the same and the menu follows when it can.
void hydrationReleased().then(hydrate);
