import type { SigningValue } from '@threshold/domain/envelopes/signing.contract';

/**
 * A value drawn the way the seal burns it in (ADR 0160/0163): typed signatures and initials in an
 * italic serif, text in a sans-serif sized to the box, a drawn PNG fitted into it, a tick as an X.
 */
export function FieldValueView({
  kind,
  value,
  boxHeightPx,
}: {
  kind: string;
  value: SigningValue;
  boxHeightPx: number;
}) {
  if ('png' in value)
    return (
      <img
        alt="Drawn signature"
        src={`data:image/png;base64,${value.png}`}
        className="h-full w-full object-contain"
      />
    );
  if ('checked' in value)
    return value.checked ? (
      <span className="flex h-full w-full items-center justify-center font-bold text-[#0d1a4d]">✕</span>
    ) : null;
  const signature = kind === 'signature' || kind === 'initials';
  const size = Math.max(6, Math.min(signature ? 28 : 14, boxHeightPx * 0.7));
  return (
    <span
      className={`block h-full w-full overflow-hidden text-left leading-none whitespace-nowrap text-[#0d1a4d] ${signature ? 'font-serif italic' : 'font-sans'}`}
      style={{ fontSize: `${size}px`, paddingTop: `${Math.max(0, (boxHeightPx - size) / 2)}px` }}
    >
      {value.text}
    </span>
  );
}
