import type * as Ui from '@pod-portal/ui';

/** What the stand-in pads "draw". */
export const DRAWN = 'data:image/png;base64,ZHJhd24=';

/**
 * The UI kit with its signature pads replaced by a "Draw {label}" button: jsdom has no
 * canvas, and the real signature_pad draws in the browser suite. Use in `vi.mock`.
 */
export function withFakeSignaturePad(ui: typeof Ui): typeof Ui {
  return {
    ...ui,
    SignaturePad: ({ label, onChange, errorMessage }: Ui.SignaturePadProps) => (
      <div>
        <button type="button" onClick={() => onChange(DRAWN)}>
          Draw {label}
        </button>
        {errorMessage && <span>{errorMessage}</span>}
      </div>
    ),
  };
}
