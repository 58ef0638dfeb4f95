-- The platform admin creates a store and invites its owner by e-mail: invitations may be for the owner too.
ALTER TABLE employee_invitations DROP CONSTRAINT employee_invitations_role_check;
ALTER TABLE employee_invitations ADD CONSTRAINT employee_invitations_role_check CHECK (role IN ('store_owner', 'store_admin', 'attendant'));
