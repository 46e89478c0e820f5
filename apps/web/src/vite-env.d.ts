/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_POSTHOG_KEY?: string;
  readonly VITE_POSTHOG_HOST?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  readonly VITE_LOG_LEVEL?: string;
  readonly VITE_ENABLE_MOCK_GAMIFICATION?: string;
  readonly VITE_ENABLE_MOCK_DATABASE?: string;
  readonly VITE_ENABLE_MOCK_AUTH?: string;
  readonly VITE_ENABLE_MOCK_MAPS?: string;
  readonly VITE_ENABLE_MOCK_EMAIL?: string;
}
