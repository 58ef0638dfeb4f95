/**
 * A customer address near each demo store, on the store's own street (CEP): the address the demo
 * providers (api/test-support/fake-providers.ts, started by `npm start` without CEP_PROVIDER_URL and
 * GEOCODER_URL) know, so that every demo store takes a delivery order offline.
 */
export type DemoDeliveryAddress = { cep: string; address: string; number: string; district: string; city: string; state: string; latitude: number; longitude: number };

export const DEMO_DELIVERY_ADDRESSES: Record<string, DemoDeliveryAddress> = {
  'pizzaria-bella-napoli': { cep: '01304001', address: 'Rua Augusta', number: '1650', district: 'Consolação', city: 'São Paulo', state: 'SP', latitude: -23.5518, longitude: -46.6566 },
  'bella-napoli-moema': { cep: '04029200', address: 'Avenida Ibirapuera', number: '2450', district: 'Moema', city: 'São Paulo', state: 'SP', latitude: -23.5966, longitude: -46.6632 },
  'burger-house': { cep: '22410002', address: 'Rua Visconde de Pirajá', number: '450', district: 'Ipanema', city: 'Rio de Janeiro', state: 'RJ', latitude: -22.9802, longitude: -43.1986 },
  'acai-da-praia': { cep: '88062400', address: 'Avenida das Rendeiras', number: '950', district: 'Lagoa da Conceição', city: 'Florianópolis', state: 'SC', latitude: -27.5995, longitude: -48.4637 },
  'sabor-mineiro': { cep: '30130171', address: 'Rua Sergipe', number: '1350', district: 'Savassi', city: 'Belo Horizonte', state: 'MG', latitude: -19.9325, longitude: -43.9327 },
  'gelato-tropical': { cep: '60165121', address: 'Avenida Beira Mar', number: '3250', district: 'Meireles', city: 'Fortaleza', state: 'CE', latitude: -3.7212, longitude: -38.4933 },
  'bar-do-ze': { cep: '05433010', address: 'Rua Aspicuelta', number: '450', district: 'Vila Madalena', city: 'São Paulo', state: 'SP', latitude: -23.5518, longitude: -46.6891 },
  'lanchonete-da-esquina': { cep: '80020310', address: 'Rua XV de Novembro', number: '850', district: 'Centro', city: 'Curitiba', state: 'PR', latitude: -25.4256, longitude: -49.2693 },
  'cafe-grao-nobre': { cep: '13025002', address: 'Rua Coronel Quirino', number: '1250', district: 'Cambuí', city: 'Campinas', state: 'SP', latitude: -22.8911, longitude: -47.0525 },
  'padaria-pao-dourado': { cep: '90570080', address: 'Rua Padre Chagas', number: '350', district: 'Moinhos de Vento', city: 'Porto Alegre', state: 'RS', latitude: -30.0222, longitude: -51.1998 },
  'doce-encanto': { cep: '51020020', address: 'Avenida Conselheiro Aguiar', number: '2150', district: 'Boa Viagem', city: 'Recife', state: 'PE', latitude: -8.1073, longitude: -34.8895 },
  'pastelaria-do-japa': { cep: '01506000', address: 'Rua Galvão Bueno', number: '550', district: 'Liberdade', city: 'São Paulo', state: 'SP', latitude: -23.5554, longitude: -46.6335 },
  'churrascaria-fogo-gaucho': { cep: '70200002', address: 'Setor de Clubes Esportivos Sul, Trecho 2', number: '40', district: 'Asa Sul', city: 'Brasília', state: 'DF', latitude: -15.8116, longitude: -47.8713 },
  'marmitas-da-vovo': { cep: '40140240', address: 'Rua Marquês de Caravelas', number: '300', district: 'Barra', city: 'Salvador', state: 'BA', latitude: -13.0023, longitude: -38.5255 },
  'sabor-sobre-rodas': { cep: '29060235', address: 'Avenida Dante Michelini', number: '1650', district: 'Jardim da Penha', city: 'Vitória', state: 'ES', latitude: -20.2757, longitude: -40.2885 },
};
