import type { ReactNode } from 'react';

interface LegalArticleProps {
  title: string;
  updated: string;
  children: ReactNode;
}

/** Long-form legal text with readable measure and heading styles. */
export function LegalArticle({ title, updated, children }: LegalArticleProps) {
  return (
    <article className="mx-auto max-w-3xl rounded-lg border border-slate-200 bg-white p-6 sm:p-10">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated {updated}</p>
      <div className="mt-8 space-y-4 text-sm leading-6 text-slate-800 [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:ml-5 [&_li]:list-disc">
        {children}
      </div>
    </article>
  );
}
