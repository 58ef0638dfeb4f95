import { attachToastSink, closeToasts, enqueueToast, onToastDemand, useToasts, type Toast } from './toasts';

describe('toast queue (notistack loads after the page)', () => {
  it('keeps the toasts asked for before the host is attached, and shows them in order once it is', () => {
    const demanded = jest.fn();
    const stopListening = onToastDemand(demanded);
    enqueueToast('Produto adicionado ao carrinho', { variant: 'success' });
    enqueueToast('Sem conexão');
    expect(demanded).toHaveBeenCalledTimes(2);

    const shown: Toast[] = [];
    const detach = attachToastSink((toast) => shown.push(toast));
    expect(shown).toEqual([{ message: 'Produto adicionado ao carrinho', options: { variant: 'success' } }, { message: 'Sem conexão' }]);

    // Attached: straight to the host, nobody is asked to load it.
    useToasts().enqueueSnackbar('Pedido enviado', { variant: 'info' });
    expect(shown.at(-1)).toEqual({ message: 'Pedido enviado', options: { variant: 'info' } });
    expect(demanded).toHaveBeenCalledTimes(2);

    // Detached (the provider unmounted): toasts wait again.
    detach();
    enqueueToast('de novo');
    expect(shown).toHaveLength(3);
    expect(demanded).toHaveBeenCalledTimes(3);
    stopListening();
    attachToastSink(() => undefined)();
  });

  it('a listener that arrives while a toast waits is called at once', () => {
    enqueueToast('esperando');
    const demanded = jest.fn();
    const stop = onToastDemand(demanded);
    expect(demanded).toHaveBeenCalledTimes(1);
    stop();
    attachToastSink(() => undefined)();
  });

  it('a detach of an older host does not detach the newer one', () => {
    const first = jest.fn();
    const second = jest.fn();
    const detachFirst = attachToastSink(first);
    const detachSecond = attachToastSink(second);
    detachFirst();
    enqueueToast('para o segundo');
    expect(second).toHaveBeenCalledWith({ message: 'para o segundo' });
    expect(first).not.toHaveBeenCalled();
    detachSecond();
  });

  it('useToasts gives the same functions on every render (safe in dependency lists)', () => {
    expect(useToasts().enqueueSnackbar).toBe(useToasts().enqueueSnackbar);
    expect(useToasts().closeSnackbar).toBe(useToasts().closeSnackbar);
  });

  it('closeSnackbar closes what the host shows and drops what waits for it', () => {
    enqueueToast('esperando');
    closeToasts();
    const shown = jest.fn();
    const closeAll = jest.fn();
    const detach = attachToastSink(shown, closeAll);
    expect(shown).not.toHaveBeenCalled();
    useToasts().closeSnackbar();
    expect(closeAll).toHaveBeenCalledTimes(1);
    detach();
    closeToasts();
    expect(closeAll).toHaveBeenCalledTimes(1);
  });
});
