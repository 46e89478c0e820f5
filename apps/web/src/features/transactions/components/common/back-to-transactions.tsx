import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The "← Transactions" link above the area's secondary pages. */
export function BackToTransactions({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/transactions"
      className={`focus-ring inline-flex items-center gap-1 rounded text-sm text-brand-700 hover:underline ${className}`}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Transactions
    </Link>
  );
}
