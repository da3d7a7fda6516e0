import {
  PLACEMENT_ROUTES,
  type Placement,
  type PlacementList,
  type PlacementRangeInput,
  type RestaurantLanguage,
} from '@carta/contracts';
import { http } from '@carta/web-core';
import { download, fileNameOf } from '../common/download';

export async function listPlacements(restaurantId: string): Promise<PlacementList> {
  return (await http.get<PlacementList>(PLACEMENT_ROUTES.placements(restaurantId))).data;
}

export async function createPlacement(restaurantId: string, name: string): Promise<Placement> {
  return (await http.post<Placement>(PLACEMENT_ROUTES.placements(restaurantId), { name }, { showLoading: true })).data;
}

export async function createPlacementRange(restaurantId: string, range: PlacementRangeInput): Promise<PlacementList> {
  return (await http.post<PlacementList>(PLACEMENT_ROUTES.range(restaurantId), range, { showLoading: true })).data;
}

export async function renamePlacement(restaurantId: string, placementId: string, name: string): Promise<Placement> {
  const path = PLACEMENT_ROUTES.placement(restaurantId, placementId);
  return (await http.patch<Placement>(path, { name }, { showLoading: true })).data;
}

export async function deletePlacement(restaurantId: string, placementId: string): Promise<void> {
  await http.delete(PLACEMENT_ROUTES.placement(restaurantId, placementId), { showLoading: true });
}

/**
 * PDFs need the session's token, so they are fetched and saved rather than linked; under the name the server gives
 * (a menu's: the restaurant's, the menu's and the language), else `fileName`.
 */
async function downloadPdf(path: string, fileName: string): Promise<void> {
  const { data, headers } = await http.get<Blob>(path, { responseType: 'blob', showLoading: true });
  download(data, fileNameOf(headers['content-disposition'] as string | undefined, fileName));
}

/** The table tents: every placement's, or one's. */
export function downloadTents(restaurantId: string, placement?: Placement): Promise<void> {
  const query = placement ? `?placementId=${placement._id}` : '';
  return downloadPdf(`${PLACEMENT_ROUTES.tents(restaurantId)}${query}`, 'table-tents.pdf');
}

export function downloadMenuPrint(restaurantId: string, menuId: string, language: RestaurantLanguage): Promise<void> {
  return downloadPdf(`${PLACEMENT_ROUTES.menuPrint(restaurantId, menuId)}?lang=${language}`, `menu-${language}.pdf`);
}
