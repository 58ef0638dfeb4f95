/**
 * yup's messages in Portuguese, set once for the browser forms and the API alike. Every module of
 * shared/domain that builds a schema imports this module first (through '../validation'), because yup
 * reads a default message when a rule is declared, not when it fails.
 */
import { setLocale, type LocaleObject } from 'yup';
import { errorPath } from './yup-errors';

type Params = { path?: string };

const subject = ({ path }: Params) => (path ? `O campo ${errorPath(path)}` : 'O valor');

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  boolean: 'verdadeiro ou falso',
  date: 'uma data',
  object: 'um objeto',
  array: 'uma lista',
  tuple: 'uma lista',
  mixed: 'um valor válido',
};

const list = (values: unknown) => String(values).replace(/,\s*/g, ', ');

export const YUP_LOCALE = {
  mixed: {
    default: (p: Params) => `${subject(p)} é inválido.`,
    required: (p: Params) => `${subject(p)} é obrigatório.`,
    defined: (p: Params) => `${subject(p)} é obrigatório.`,
    notNull: (p: Params) => `${subject(p)} não pode ser vazio.`,
    oneOf: (p: Params & { values: unknown }) => `${subject(p)} deve ser um destes valores: ${list(p.values)}.`,
    notOneOf: (p: Params & { values: unknown }) => `${subject(p)} não pode ser nenhum destes valores: ${list(p.values)}.`,
    notType: (p: Params & { type?: string }) => `${subject(p)} deve ser ${TYPE_NAMES[p.type ?? 'mixed'] ?? TYPE_NAMES.mixed}.`,
  },
  string: {
    length: (p: Params & { length: number }) => `${subject(p)} deve ter exatamente ${p.length} caracteres.`,
    min: (p: Params & { min: number }) => `${subject(p)} deve ter no mínimo ${p.min} caracteres.`,
    max: (p: Params & { max: number }) => `${subject(p)} deve ter no máximo ${p.max} caracteres.`,
    matches: (p: Params) => `${subject(p)} está em um formato inválido.`,
    email: (p: Params) => `${subject(p)} deve ser um e-mail válido.`,
    url: (p: Params) => `${subject(p)} deve ser uma URL válida.`,
    uuid: (p: Params) => `${subject(p)} deve ser um identificador válido.`,
    datetime: (p: Params) => `${subject(p)} deve ser uma data e hora válidas.`,
    datetime_offset: (p: Params) => `${subject(p)} deve ser uma data e hora com fuso horário.`,
    datetime_precision: (p: Params & { precision: number }) => `${subject(p)} deve ter ${p.precision} casas nos segundos.`,
    trim: (p: Params) => `${subject(p)} não pode começar nem terminar com espaços.`,
    lowercase: (p: Params) => `${subject(p)} deve estar em letras minúsculas.`,
    uppercase: (p: Params) => `${subject(p)} deve estar em letras maiúsculas.`,
  },
  number: {
    min: (p: Params & { min: number }) => `${subject(p)} deve ser maior ou igual a ${p.min}.`,
    max: (p: Params & { max: number }) => `${subject(p)} deve ser menor ou igual a ${p.max}.`,
    lessThan: (p: Params & { less: number }) => `${subject(p)} deve ser menor que ${p.less}.`,
    moreThan: (p: Params & { more: number }) => `${subject(p)} deve ser maior que ${p.more}.`,
    positive: (p: Params) => `${subject(p)} deve ser um número positivo.`,
    negative: (p: Params) => `${subject(p)} deve ser um número negativo.`,
    integer: (p: Params) => `${subject(p)} deve ser um número inteiro.`,
  },
  date: {
    min: (p: Params & { min: Date | string }) => `${subject(p)} deve ser posterior a ${String(p.min)}.`,
    max: (p: Params & { max: Date | string }) => `${subject(p)} deve ser anterior a ${String(p.max)}.`,
  },
  boolean: {
    isValue: (p: Params & { value?: unknown }) => `${subject(p)} deve ser ${p.value ? 'verdadeiro' : 'falso'}.`,
  },
  object: {
    noUnknown: (p: Params & { unknown: string[] }) => `${subject(p)} tem campos não permitidos: ${list(p.unknown)}.`,
    exact: (p: Params & { properties: string[] }) => `${subject(p)} tem campos não permitidos: ${list(p.properties)}.`,
  },
  array: {
    length: (p: Params & { length: number }) => `${subject(p)} deve ter exatamente ${p.length} itens.`,
    min: (p: Params & { min: number }) => `${subject(p)} deve ter no mínimo ${p.min} itens.`,
    max: (p: Params & { max: number }) => `${subject(p)} deve ter no máximo ${p.max} itens.`,
  },
  tuple: {
    notType: (p: Params) => `${subject(p)} deve ser uma lista.`,
  },
} satisfies LocaleObject;

setLocale(YUP_LOCALE);
