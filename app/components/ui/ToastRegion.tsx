import { css } from "@linaria/core";
import * as Toast from "@radix-ui/react-toast";
import { color, fontSize, media, radius, space } from "../../styles/tokens.ts";
import { toastSettings, type Notice } from "./Notifications.tsx";

const viewport = css`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  width: 100%;
  margin: 0;
  padding: ${space.md};
  list-style: none;
  outline: none;

  ${media.md} {
    max-width: 420px;
  }
`;

const toast = css`
  display: grid;
  gap: ${space.xxs};
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.amber};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  color: ${color.text};
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.45);

  &[data-swipe="move"] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }

  &[data-swipe="end"] {
    transform: translateX(var(--radix-toast-swipe-end-x));
    transition: transform 150ms ease-out;
  }

  a {
    justify-self: start;
    font-size: ${fontSize.sm};
  }
`;

const title = css`
  font-weight: 700;
`;

const description = css`
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

const close = css`
  position: absolute;
  top: ${space.xs};
  right: ${space.xs};
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${color.textMuted};
  font-size: 1.25rem;
  cursor: pointer;
`;

/** The toast region itself, loaded once the page is idle so it costs nothing before first paint. */
export default function ToastRegion({ notice, onDismiss }: { notice: (Notice & { id: number }) | null; onDismiss: () => void }) {
  return (
    <Toast.Provider
      duration={toastSettings.durationMs}
      swipeDirection="right"
      swipeThreshold={toastSettings.swipeThresholdPx}
      label="Notification"
    >
      {notice && (
        <Toast.Root
          key={notice.id}
          className={toast}
          onOpenChange={(open) => {
            if (!open) onDismiss();
          }}
        >
          <Toast.Title className={title}>{notice.title}</Toast.Title>
          {notice.description && <Toast.Description className={description}>{notice.description}</Toast.Description>}
          {notice.action && (
            <Toast.Action altText={notice.action.label} asChild>
              <a href={notice.action.href}>{notice.action.label}</a>
            </Toast.Action>
          )}
          <Toast.Close className={close} aria-label="Dismiss notification">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className={viewport} hotkey={[...toastSettings.hotkey]} />
    </Toast.Provider>
  );
}
