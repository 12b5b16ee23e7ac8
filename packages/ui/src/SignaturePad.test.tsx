import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignaturePad } from './SignaturePad.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

// jsdom has no canvas, so the drawing engine is replaced by a recorder of what the wrapper
// asks of it; the real signature_pad is exercised by the browser suite.
const engine = vi.hoisted(() => {
  const instances: FakePad[] = [];
  class FakePad {
    canvas: HTMLCanvasElement;
    listeners = new Map<string, () => void>();
    clear = vi.fn();
    redraw = vi.fn();
    off = vi.fn();
    toDataURL = vi.fn(() => 'data:image/png;base64,c2lnbmVk');
    constructor(canvas: HTMLCanvasElement) {
      this.canvas = canvas;
      instances.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    stroke() {
      this.listeners.get('endStroke')?.();
    }
  }
  return { FakePad, instances };
});

vi.mock('signature_pad', () => ({ default: engine.FakePad }));

const setWindowWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
};

afterEach(() => {
  engine.instances.length = 0;
  setWindowWidth(1024);
});

const pad = () => {
  const found = engine.instances.at(-1);
  if (!found) throw new Error('signature_pad was not loaded');
  return found;
};

describe('SignaturePad', () => {
  it('loads signature_pad only when shown and attaches it to its canvas', async () => {
    expect(engine.instances).toHaveLength(0);
    render(<SignaturePad label="Signature" onChange={() => undefined} />);
    const canvas = screen.getByRole('img', { name: 'Signature' });
    await waitFor(() => expect(engine.instances).toHaveLength(1));
    expect(pad().canvas).toBe(canvas);
    await waitFor(() => expect(canvas.getAttribute('aria-busy')).toBe('false'));
  });

  it('is 500 x 200 on wide windows and 350 x 200 under 767 px, following resizes', async () => {
    render(<SignaturePad label="Signature" onChange={() => undefined} />);
    const canvas = screen.getByRole('img', { name: 'Signature' }) as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([500, 200]);
    await waitFor(() => expect(engine.instances).toHaveLength(1));
    act(() => {
      setWindowWidth(766);
      window.dispatchEvent(new Event('resize'));
    });
    expect([canvas.width, canvas.height]).toEqual([350, 200]);
    expect(pad().redraw).toHaveBeenCalled();
  });

  it('starts narrow on a phone', () => {
    setWindowWidth(360);
    render(<SignaturePad label="Initials" onChange={() => undefined} />);
    const canvas = screen.getByRole('img', { name: 'Initials' }) as HTMLCanvasElement;
    expect(canvas.width).toBe(350);
  });

  it('fits a field narrower than itself, in the same proportion, border included', () => {
    setWindowWidth(360);
    const clientWidth = vi
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('ui-signature') ? 300 : 0;
      });
    render(<SignaturePad label="Signature" onChange={() => undefined} />);
    const canvas = screen.getByRole('img', { name: 'Signature' }) as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([296, 169]);
    clientWidth.mockRestore();
  });

  it('sends a PNG data URL after each stroke and null after Clear', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SignaturePad label="Signature" onChange={onChange} />);
    await waitFor(() => expect(engine.instances).toHaveLength(1));
    act(() => pad().stroke());
    expect(pad().toDataURL).toHaveBeenCalledWith('image/png');
    expect(onChange).toHaveBeenLastCalledWith('data:image/png;base64,c2lnbmVk');
    expect(screen.getByRole('status').textContent).toBe('Signature drawn');
    const clear = screen.getByRole('button', { name: /^Clear/ });
    await waitFor(() => expect(clear).toHaveProperty('disabled', false));
    await user.click(clear);
    expect(pad().clear).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status').textContent).toBe('Signature cleared');
  });

  it('stops the engine when it goes away', async () => {
    const { unmount } = render(<SignaturePad label="Signature" onChange={() => undefined} />);
    await waitFor(() => expect(engine.instances).toHaveLength(1));
    const loaded = pad();
    unmount();
    expect(loaded.off).toHaveBeenCalled();
  });

  it('gives screen reader users its label, instructions and error; no axe violations', async () => {
    const { container } = render(
      <SignaturePad
        label="Signature"
        isInvalid
        errorMessage="Please sign the contract"
        onChange={() => undefined}
      />,
    );
    await waitFor(() => expect(engine.instances).toHaveLength(1));
    const canvas = screen.getByRole('img', { name: 'Signature' });
    const described = (canvas.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described[0]).toContain('Draw inside the box');
    expect(described[1]).toBe('Please sign the contract');
    await expectNoAxeViolations(container);
  });
});
