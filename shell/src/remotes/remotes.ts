/** The remotes the shell mounts, which first path segments each one owns, and who may open them. */
export const REMOTES = {
  owner: {
    segments: ['newRestaurant', 'restaurant', 'restaurantEdit'],
    requiresLogin: true,
    role: null,
    hideToolbar: false,
  },
  guest: { segments: ['guest'], requiresLogin: false, role: null, hideToolbar: true },
  admin: { segments: ['admin'], requiresLogin: true, role: 'admin', hideToolbar: false },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The remote that owns a router pathname (relative to /app), if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return REMOTE_NAMES.find((name) => (REMOTES[name].segments as readonly string[]).includes(segment));
}
