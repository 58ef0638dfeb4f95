import { Alert, Stack } from '@comanda/shared/ui/mui';

/** The engine's limit messages (spec §5), verbatim. */
export function ViolationAlerts({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {messages.map((message) => (
        <Alert key={message} severity="warning">
          {message}
        </Alert>
      ))}
    </Stack>
  );
}
