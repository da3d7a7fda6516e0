import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { AppModule } from '../app.module';
import { CHANGES_RESTAURANT } from './invalidate-on-edit.interceptor';

type ModuleRef = { module?: unknown; imports?: unknown[]; controllers?: unknown[] } | (abstract new () => unknown);

/** Every controller of the app, found through the modules' metadata as Nest finds them. */
function controllersOf(root: ModuleRef, seen = new Set<unknown>()): Array<new () => unknown> {
  if (!root || seen.has(root)) return [];
  seen.add(root);
  const own = (key: string): unknown[] => [
    ...((typeof root === 'function' ? [] : (root[key as 'imports'] ?? [])) as unknown[]),
    ...((Reflect.getMetadata(key, (typeof root === 'function' ? root : root.module) as object) as
      unknown[] | undefined) ?? []),
  ];
  return [
    ...(own(MODULE_METADATA.CONTROLLERS) as Array<new () => unknown>),
    ...own(MODULE_METADATA.IMPORTS).flatMap((child) => controllersOf(child as ModuleRef, seen)),
  ];
}

const WRITES = new Set([RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE]);

describe('@ChangesRestaurant on every write route', () => {
  const routes = controllersOf(AppModule).flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function') return [];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) return [];
      const path = String(Reflect.getMetadata(PATH_METADATA, handler));
      return [
        {
          route: `${RequestMethod[method]} ${path} (${controller.name}.${name})`,
          method,
          path,
          handler,
        },
      ];
    }),
  );

  it('finds the routes', () => {
    expect(routes.filter(({ method }) => WRITES.has(method)).length).toBeGreaterThan(20);
  });

  it('declares which restaurant each write changes, by a parameter of its path, or none', () => {
    const wrong = routes
      .filter(({ method }) => WRITES.has(method) || method === RequestMethod.ALL)
      .filter(({ handler, path }) => {
        if (!Reflect.hasMetadata(CHANGES_RESTAURANT, handler as object)) return true;
        const param = Reflect.getMetadata(CHANGES_RESTAURANT, handler as object) as string | null;
        return param !== null && !path.split('/').includes(`:${param}`);
      })
      .map(({ route }) => route);
    expect(wrong).toEqual([]);
  });
});
