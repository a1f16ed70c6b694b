import "react";

/** Invoker commands (HTML `command` / `commandfor`): React passes them through, its types lack them. */
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover" | `--${string}`;
    commandfor?: string;
  }
}
