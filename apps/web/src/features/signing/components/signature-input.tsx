import type { SigningValue } from '@threshold/domain/envelopes/signing.contract';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface SignatureInputProps {
  id: string;
  label: string;
  value: SigningValue | undefined;
  onChange: (value: SigningValue | undefined) => void;
}

/** Type a signature (keyboard) or draw it (pointer, mouse or finger); a drawing is sent as a PNG. */
export function SignatureInput({ id, label, value, onChange }: SignatureInputProps) {
  const [mode, setMode] = useState<'type' | 'draw'>(value && 'png' in value ? 'draw' : 'type');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    const ctx = c.getContext('2d')!;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#0d1a4d';
    drawn.current = false;
  }, [mode]);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const ctx = e.currentTarget.getContext('2d')!;
    const p = point(e);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d')!;
    const p = point(e);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    drawn.current = true;
  };
  const end = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    if (drawn.current) onChange({ png: e.currentTarget.toDataURL('image/png').split(',')[1]! });
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    drawn.current = false;
    onChange(undefined);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">{label}</legend>
      <div className="flex gap-2" role="group" aria-label={`How to give the ${label.toLowerCase()}`}>
        <Button
          size="sm"
          variant={mode === 'type' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'type'}
          onClick={() => {
            setMode('type');
            onChange(undefined);
          }}
        >
          Type
        </Button>
        <Button
          size="sm"
          variant={mode === 'draw' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'draw'}
          onClick={() => {
            setMode('draw');
            onChange(undefined);
          }}
        >
          Draw
        </Button>
      </div>
      {mode === 'type' ? (
        <Input
          id={id}
          aria-label={`${label}: type your name`}
          className="font-serif italic"
          maxLength={200}
          value={value && 'text' in value ? value.text : ''}
          onChange={(e) => onChange(e.target.value.trim() ? { text: e.target.value } : undefined)}
        />
      ) : (
        <div className="space-y-1">
          <canvas
            ref={canvas}
            id={id}
            aria-label={`${label}: draw here`}
            data-testid={`draw-${id}`}
            className="h-28 w-full touch-none rounded-md border border-slate-300 bg-white"
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
          />
          <Button size="sm" variant="ghost" onClick={clear}>
            Clear
          </Button>
        </div>
      )}
    </fieldset>
  );
}
