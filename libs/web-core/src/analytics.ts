/**
 * The single place an analytics provider plugs in. None is configured, so it records nothing; it is only
 * ever loaded after the visitor accepts cookies (see useAnalytics).
 */
export function trackPageView(path: string): string {
  return path;
}
