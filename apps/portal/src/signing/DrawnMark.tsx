import { Button, SignaturePad } from '@pod-portal/ui';
import { useState } from 'react';

interface DrawnMarkProps {
  label: 'Signature' | 'Initials';
  /** The drawing in use: a kept signature, or what was drawn here. */
  value: string | null;
  onChange: (pngDataUrl: string | null) => void;
  errorMessage?: string;
}

/**
 * A signature or initials: a drawing already in use is shown as a picture, and a click on
 * Change opens the pad to draw it again.
 */
export function DrawnMark({ label, value, onChange, errorMessage }: DrawnMarkProps) {
  // Once the author draws here, the pad stays (its own strokes are the value).
  const [drawing, setDrawing] = useState(false);
  if (!drawing && value !== null) {
    return (
      <div className="ui-field signing-mark">
        <span className="ui-label">{label}</span>
        <img src={value} alt={`Your ${label.toLowerCase()}`} className="signing-mark-image" />
        <Button
          variant="secondary"
          onPress={() => {
            onChange(null);
            setDrawing(true);
          }}
        >
          Change {label.toLowerCase()}
        </Button>
      </div>
    );
  }
  return (
    <SignaturePad
      label={label}
      onChange={(drawn) => {
        setDrawing(true);
        onChange(drawn);
      }}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    />
  );
}
