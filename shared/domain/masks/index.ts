export { CEP_MAX_DIGITS, CEP_MAX_LENGTH, PHONE_MAX_DIGITS, STATE_MAX_LENGTH, maskCep, maskPhone, maskState, onlyDigits } from './masks';
export { foldText } from './fold-text';
