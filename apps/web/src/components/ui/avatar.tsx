import { Avatar as AvatarPrimitive } from 'radix-ui';
import { avatarImage, avatarInitials } from '@/lib/avatar';
import type { AvatarSource } from '@/lib/avatar';
import { cn } from '@/lib/cn';

interface AvatarProps {
  source: AvatarSource;
  className?: string;
}

/** Image → initials → first letter of e-mail → "?" (a broken image also falls back). */
export function Avatar({ source, className }: AvatarProps) {
  const image = avatarImage(source);
  return (
    <AvatarPrimitive.Root
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-200',
        className,
      )}
    >
      {image ? (
        <AvatarPrimitive.Image
          src={image}
          alt=""
          className="h-full w-full object-cover"
          data-testid="avatar-image"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={image ? 300 : undefined}
        className="text-sm font-semibold text-slate-800"
        data-testid="avatar-fallback"
      >
        {avatarInitials(source)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
