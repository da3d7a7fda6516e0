import { AppException } from '@carta/nest-core';
import { MISSING_TRANSLATIONS_SHOWN, type LanguageCompleteness } from '@carta/contracts';
import type { RestaurantsService } from '../restaurants/restaurants.service';
import type { TranslationsRepository } from './translations.repository';
import { TranslationsService } from './translations.service';

const OWNER = { sub: 'owner', role: 'user' } as const;
const SPANISH: LanguageCompleteness = { language: 'es', texts: 1, written: 1, missing: [] };

function serviceWith(find: RestaurantsService['find']) {
  const status = jest.fn(async () => [SPANISH]);
  const service = new TranslationsService(
    { find } as unknown as RestaurantsService,
    { status } as unknown as TranslationsRepository,
  );
  return { service, status };
}

describe('TranslationsService', () => {
  it('reads the status of a restaurant the caller may read, listing at most the contract’s number of texts', async () => {
    const find = jest.fn(async () => ({}) as never);
    const { service, status } = serviceWith(find);
    expect(await service.status('r1', OWNER)).toEqual({ languages: [SPANISH] });
    expect(find).toHaveBeenCalledWith('r1', OWNER, 'read');
    expect(status).toHaveBeenCalledWith('r1', MISSING_TRANSLATIONS_SHOWN);
  });

  it('reads nothing of a restaurant the caller may not read', async () => {
    const { service, status } = serviceWith(async () => {
      throw new AppException('NOT_FOUND');
    });
    await expect(service.status('r1', OWNER)).rejects.toThrow(AppException);
    expect(status).not.toHaveBeenCalled();
  });
});
