/**
 * A small leveled logger (spec §8): debug < info < warn < error, default minimum debug,
 * every line timestamped and tagged with its context. Reporters (error reporting) can subscribe.
 */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogEntry {
  level: LogLevel;
  timestamp: string;
  context: string;
  message: string;
  data?: unknown;
}

type Sink = (entry: LogEntry) => void;

const sinks = new Set<Sink>();
let minimumLevel: LogLevel = 'debug';

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}

export function setMinimumLogLevel(level: LogLevel): void {
  minimumLevel = level;
}

/** Adds a sink (e.g. error reporting); returns a function that removes it. */
export function addLogSink(sink: Sink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

function write(level: LogLevel, context: string, message: string, data?: unknown): void {
  if (LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(minimumLevel)) return;
  const entry: LogEntry = { level, timestamp: new Date().toISOString(), context, message, data };
  const line = `[${entry.timestamp}] ${level.toUpperCase()} [${context}] ${message}`;
  const args = data === undefined ? [line] : [line, data];
  console[level](...args);
  for (const sink of sinks) {
    try {
      sink(entry);
    } catch {
      // A failing sink must never break the caller.
    }
  }
}

export interface Logger {
  debug(message: string, data?: unknown): void;
  info(message: string, data?: unknown): void;
  warn(message: string, data?: unknown): void;
  error(message: string, data?: unknown): void;
}

export function createLogger(context: string): Logger {
  return {
    debug: (message, data) => write('debug', context, message, data),
    info: (message, data) => write('info', context, message, data),
    warn: (message, data) => write('warn', context, message, data),
    error: (message, data) => write('error', context, message, data),
  };
}
