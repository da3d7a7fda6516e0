import { useMessages } from './stores/messages';

describe('messages on navigation', () => {
  beforeEach(() => useMessages.getState().clear());

  it('clears errors and a plain success', () => {
    useMessages.getState().addError({ key: 'errors.ERROR' });
    useMessages.getState().showSuccess({ key: 'common.SAVED_SUCCESSFULLY' });
    useMessages.getState().clearForNavigation();
    expect(useMessages.getState()).toMatchObject({ errors: [], success: null });
  });

  it('keeps a success meant for the next page through one navigation only', () => {
    useMessages.getState().addError({ key: 'errors.ERROR' });
    useMessages.getState().showSuccessOnNextPage({ key: 'owner:restaurant.DELETED' });
    useMessages.getState().clearForNavigation();
    expect(useMessages.getState()).toMatchObject({ errors: [], success: { key: 'owner:restaurant.DELETED' } });
    useMessages.getState().clearForNavigation();
    expect(useMessages.getState().success).toBeNull();
  });

  it('lists one error once, and the same code about two fields twice', () => {
    const tooLong = (field: string) => ({ key: 'errors.TOO_LONG', params: { field, max: 100 } });
    useMessages.getState().addError(tooLong('name'));
    useMessages.getState().addError(tooLong('name'));
    useMessages.getState().addError(tooLong('message'));
    expect(useMessages.getState().errors).toEqual([tooLong('name'), tooLong('message')]);
  });
});
