import { ERROR_BURST_MS, useMessages } from './stores/messages';

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

  it('replaces the errors of an earlier action with a new one', () => {
    jest.useFakeTimers();
    try {
      useMessages.getState().addError({ key: 'errors.WRONG_PASSWORD' });
      jest.advanceTimersByTime(ERROR_BURST_MS + 1);
      useMessages.getState().addError({ key: 'errors.ERROR' });
      expect(useMessages.getState().errors).toEqual([{ key: 'errors.ERROR' }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('clears the errors when something then succeeds', () => {
    useMessages.getState().addError({ key: 'errors.ERROR' });
    useMessages.getState().showSuccess({ key: 'shell:myProfile.PROFILE_SAVED_SUCCESSFULLY' });
    expect(useMessages.getState().errors).toEqual([]);
  });
});
