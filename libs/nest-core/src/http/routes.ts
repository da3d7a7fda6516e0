import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { METHOD_METADATA, PARAMTYPES_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { Role } from '@carta/contracts';
import { IS_PUBLIC, ROLES } from '../auth/decorators';

/** One route as Nest serves it, with what the global guard will ask of a caller. */
export interface RouteInfo {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI style: `/restaurants/{id}/products`. */
  path: string;
  /** `METHOD /path`: the route's one name in the access matrix and the API document. */
  key: string;
  /** `Controller_handler`, also the operationId of the API document. */
  operationId: string;
  isPublic: boolean;
  /** Empty: any signed-in user. */
  roles: Role[];
  /** The DTO classes of `@Body()` and `@Query()`, when the handler declares them whole. */
  body?: Type;
  query?: Type;
}

const METHODS: Partial<Record<RequestMethod, RouteInfo['method']>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

function asList(path: string | string[] | undefined): string[] {
  if (path === undefined) return [''];
  return Array.isArray(path) ? path : [path];
}

function joinPath(prefix: string, path: string): string {
  const joined = `/${[prefix, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  return joined.replace(/:(\w+)/g, '{$1}');
}

/** The class of the handler's whole-object `@Body()` or `@Query()` argument (not `@Body('field')`). */
function dtoOf(controller: Type, handler: string, kind: RouteParamtypes): Type | undefined {
  const args: Record<string, { index: number; data?: unknown }> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {};
  const types: unknown[] = Reflect.getMetadata(PARAMTYPES_METADATA, controller.prototype, handler) ?? [];
  const arg = Object.entries(args).find(([key, value]) => key.startsWith(`${kind}:`) && value.data === undefined);
  const type = arg ? types[arg[1].index] : undefined;
  return typeof type === 'function' && type !== Object ? (type as Type) : undefined;
}

/**
 * Every route of the app, read from Nest's own module container and route metadata (what its router registers),
 * so a test or a document built from it cannot miss a route. Public and roles are read the way the global guard
 * reads them (the handler's mark overrides the controller's).
 */
export function listRoutes(app: INestApplication): RouteInfo[] {
  const scanner = new MetadataScanner();
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      for (const handler of scanner.getAllMethodNames(controller.prototype)) {
        const target = controller.prototype[handler] as object;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, target) as RequestMethod];
        if (!method || Reflect.getMetadata(PATH_METADATA, target) === undefined) continue;
        const marked = <T>(key: string): T | undefined =>
          (Reflect.getMetadata(key, target) as T | undefined) ??
          (Reflect.getMetadata(key, controller) as T | undefined);
        for (const prefix of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const own of asList(Reflect.getMetadata(PATH_METADATA, target))) {
            const path = joinPath(prefix, own);
            routes.push({
              method,
              path,
              key: `${method} ${path}`,
              operationId: `${controller.name}_${handler}`,
              isPublic: marked<boolean>(IS_PUBLIC) === true,
              roles: marked<Role[]>(ROLES) ?? [],
              body: dtoOf(controller, handler, RouteParamtypes.BODY),
              query: dtoOf(controller, handler, RouteParamtypes.QUERY),
            });
          }
        }
      }
    }
  }
  return routes;
}
