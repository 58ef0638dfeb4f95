import { ACAI_DA_PRAIA_CATALOG } from './acaiteria';
import { BAR_DO_ZE_CATALOG } from './bar';
import { CAFE_GRAO_NOBRE_CATALOG } from './cafeteria';
import { FOGO_GAUCHO_CATALOG } from './churrascaria';
import { DOCE_ENCANTO_CATALOG } from './doceria';
import { SABOR_SOBRE_RODAS_CATALOG } from './food-truck';
import { BURGER_HOUSE_CATALOG } from './hamburgueria';
import { LANCHONETE_DA_ESQUINA_CATALOG } from './lanchonete';
import { MARMITAS_DA_VOVO_CATALOG } from './marmitaria';
import { PAO_DOURADO_CATALOG } from './padaria';
import { PASTELARIA_DO_JAPA_CATALOG } from './pastelaria';
import { BELLA_NAPOLI_CATALOG, BELLA_NAPOLI_MOEMA_CATALOG } from './pizzaria';
import { SABOR_MINEIRO_CATALOG } from './restaurante';
import { GELATO_TROPICAL_CATALOG } from './sorveteria';
import type { DemoCatalog } from './types';

export * from './types';

/** One catalog per demo store (the active branch bella-napoli-moema has its own). */
export const DEMO_CATALOGS: DemoCatalog[] = [
  BELLA_NAPOLI_CATALOG,
  BELLA_NAPOLI_MOEMA_CATALOG,
  BURGER_HOUSE_CATALOG,
  ACAI_DA_PRAIA_CATALOG,
  SABOR_MINEIRO_CATALOG,
  GELATO_TROPICAL_CATALOG,
  BAR_DO_ZE_CATALOG,
  LANCHONETE_DA_ESQUINA_CATALOG,
  CAFE_GRAO_NOBRE_CATALOG,
  PAO_DOURADO_CATALOG,
  DOCE_ENCANTO_CATALOG,
  PASTELARIA_DO_JAPA_CATALOG,
  FOGO_GAUCHO_CATALOG,
  MARMITAS_DA_VOVO_CATALOG,
  SABOR_SOBRE_RODAS_CATALOG,
];
