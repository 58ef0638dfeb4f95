/**
 * "Meus dados" (LGPD), wire types and messages in shared/domain/customer/my-data.ts; MY_DATA_PRIVACY_TEXT there says,
 * in the customer area, what account deletion erases and what the stores keep (account-deletion.service.ts does it).
 */
export {
  DELETE_ACCOUNT_CONFIRMATION,
  MY_DATA_MESSAGES,
  MY_DATA_PRIVACY_TEXT,
  REMOVED_CUSTOMER_NAME,
  deleteAccountSchema,
  myDataFilename,
  removedCustomerEmail,
} from '@comanda/shared/domain';
