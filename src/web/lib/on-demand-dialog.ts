import { type RefObject, useRef, useState } from 'react';

/**
 * A dialog whose code loads on the first press of a button drawn in the first paint: `loaded` turns true then and
 * stays so (the dialog keeps its closing animation and opens at once the next time); `trigger` spreads the button's
 * ref, ARIA state and press handler.
 */
export function useOnDemandDialog() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    loaded,
    button,
    trigger: {
      ref: button,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: () => {
        setLoaded(true);
        setOpen(true);
      },
    },
  };
}

/** The dialog's onCloseAutoFocus: there is no Radix trigger (the button is in the first paint), so focus goes back to it by hand. */
export const focusOnClose = (button: RefObject<HTMLButtonElement | null>) => (event: Event) => {
  event.preventDefault();
  button.current?.focus();
};
