import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

export function hasSeenCookieNotice(): boolean {
  return readStorage(STORAGE_KEYS.cookieNoticeSeen) === 'true';
}

/** Shown until the user presses OK; then a seen flag is stored and it never shows again (spec §4). */
export function CookieNotice() {
  const [visible, setVisible] = useState(() => !hasSeenCookieNotice());
  if (!visible) return null;
  const handleOk = () => {
    writeStorage(STORAGE_KEYS.cookieNoticeSeen, 'true');
    setVisible(false);
  };
  return (
    <section
      aria-label="Cookie notice"
      className="fixed inset-x-2 bottom-20 z-30 rounded-lg border border-slate-300 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md lg:bottom-4"
    >
      <p className="text-sm text-slate-800">
        We use strictly necessary cookies to keep you signed in and secure. Analytics and other optional
        cookies stay off unless you switch them on.{' '}
        <Link to="/cookies" className="font-medium text-brand-700 underline">
          Cookie policy
        </Link>
      </p>
      <div className="mt-3 flex justify-end">
        <Button size="sm" onClick={handleOk}>
          OK
        </Button>
      </div>
    </section>
  );
}
