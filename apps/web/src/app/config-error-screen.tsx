import type { EnvProblem } from '@/lib/env';

/** Shown instead of the app when the environment check fails (spec §8; docs/web.md). */
export function ConfigErrorScreen({ problems }: { problems: readonly EnvProblem[] }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center p-6">
      <div role="alert" className="rounded-lg border border-red-300 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-red-800">Configuration error</h1>
        <p className="mt-2 text-sm text-slate-700">
          Threshold cannot start because this build was configured with invalid settings. Nothing has been
          sent anywhere. An administrator needs to fix the build variables below and deploy again.
        </p>
        <ul className="mt-4 space-y-2 text-sm">
          {problems.map((p) => (
            <li key={p.variable} className="rounded bg-red-50 px-3 py-2 text-red-900">
              <code className="font-mono font-semibold">{p.variable}</code> {p.problem}
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
