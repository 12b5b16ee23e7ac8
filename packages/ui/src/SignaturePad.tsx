import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type SignaturePadEngine from 'signature_pad';
import { Button } from './Button.tsx';
import { classNames } from './class-names.ts';
import { PoliteStatus } from './PoliteStatus.tsx';
import { usePadSize } from './use-pad-size.ts';

export interface SignaturePadProps {
  /** E.g. 'Signature' or 'Initials'. */
  label: string;
  /** Read with the drawing area; says how to sign and where to get help. */
  instructions?: string;
  /** A PNG data URL after each stroke; null when cleared. */
  onChange: (pngDataUrl: string | null) => void;
  clearLabel?: string;
  isInvalid?: boolean;
  errorMessage?: string;
  className?: string;
}

/**
 * A drawing area for a handwritten signature (signature_pad, loaded on first show so it stays
 * out of the first download). 350 x 200 px on narrow windows, 500 x 200 px otherwise, smaller in
 * the same proportion when its field is narrower.
 */
export function SignaturePad({
  label,
  instructions = 'Draw inside the box with a mouse, finger or stylus. Use Clear to start again. If you cannot draw, contact support to sign another way.',
  onChange,
  clearLabel = 'Clear',
  isInvalid,
  errorMessage,
  className,
}: SignaturePadProps) {
  const labelId = useId();
  const instructionsId = useId();
  const errorId = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState('');
  const { width, height } = usePadSize(fieldRef);

  useEffect(() => {
    let cancelled = false;
    void import('signature_pad').then(({ default: Engine }) => {
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const pad = new Engine(canvas);
      pad.addEventListener('endStroke', () => {
        onChangeRef.current(pad.toDataURL('image/png'));
        setStatus(`${label} drawn`);
      });
      padRef.current = pad;
      setReady(true);
    });
    return () => {
      cancelled = true;
      padRef.current?.off();
      padRef.current = null;
    };
  }, [label]);

  // Changing the canvas size wipes it; draw the strokes again at the new size.
  useLayoutEffect(() => {
    if (width && height) padRef.current?.redraw();
  }, [width, height]);

  return (
    <div
      ref={fieldRef}
      className={classNames('ui-field ui-signature', className)}
      data-invalid={isInvalid || undefined}
    >
      <span id={labelId} className="ui-label">
        {label}
      </span>
      <span id={instructionsId} className="ui-description">
        {instructions}
      </span>
      <canvas
        ref={canvasRef}
        width={width}
        height={height}
        role="img"
        aria-labelledby={labelId}
        aria-describedby={classNames(
          instructionsId,
          isInvalid && errorMessage ? errorId : undefined,
        )}
        aria-busy={!ready}
        className="ui-signature-canvas"
      />
      <div className="ui-signature-actions">
        <Button
          variant="secondary"
          isDisabled={!ready}
          aria-describedby={labelId}
          onPress={() => {
            padRef.current?.clear();
            onChangeRef.current(null);
            setStatus(`${label} cleared`);
          }}
        >
          {clearLabel}
        </Button>
      </div>
      {isInvalid && errorMessage && (
        <span id={errorId} className="ui-field-error">
          {errorMessage}
        </span>
      )}
      <PoliteStatus message={status} />
    </div>
  );
}
