import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_PROFILE_MESSAGES, EMAIL_CONFIRM_PARAM } from '@comanda/shared/domain';
import { setAuthenticatedUser, toApiError, useAppDispatch, useToasts } from '@comanda/shared/state';
import { useConfirmEmailChangeMutation } from '../api/profile-api';

/**
 * The page opened from the confirmation link (`?confirmar-email=<token>`): confirms once, puts the new e-mail in the
 * signed-in user and drops the parameter from the address. Returns the server's message when it refused.
 */
export function useEmailConfirmation(): { confirming: boolean; error: string | null } {
  const [params, setParams] = useSearchParams();
  const token = params.get(EMAIL_CONFIRM_PARAM);
  const [confirm, { isLoading }] = useConfirmEmailChangeMutation();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useToasts();
  const [error, setError] = useState<string | null>(null);
  const tried = useRef<string | null>(null);

  useEffect(() => {
    if (!token || tried.current === token) return;
    tried.current = token;
    const dropParam = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(EMAIL_CONFIRM_PARAM);
          return next;
        },
        { replace: true },
      );
    void (async () => {
      try {
        const user = await confirm({ token }).unwrap();
        await dispatch(setAuthenticatedUser(user));
        setError(null);
        enqueueSnackbar(ACCOUNT_PROFILE_MESSAGES.emailChanged, { variant: 'success' });
      } catch (failure) {
        setError(toApiError(failure, 'Não foi possível confirmar o novo e-mail.').message);
      } finally {
        dropParam();
      }
    })();
  }, [token, confirm, dispatch, enqueueSnackbar, setParams]);

  return { confirming: isLoading, error };
}
