// The operator's association settings (spec §1): name for the footer and logo alt text, and the
// details shown on the information pages. They change only on a server restart, hence staleTime Infinity.
import { useQuery } from '@tanstack/react-query';

// Wire shape of GET /v1/settings/association. Temporary until apps/web/src/api/schema.gen.ts exists;
// then this becomes components['schemas']['AssociationSettings'] and the fetch goes through the client.
export interface AssociationSettings {
  name: string;
  address: string;
  represented_by: string;
  tax_id: string;
  email: string;
  donate_url: string;
  code_url: string;
  translate_url: string;
  data_licence: string;
  api_docs_url: string;
  api_client_version: string;
}

export const associationKeys = {
  settings: ['association', 'settings'] as const,
};

export async function fetchAssociation(): Promise<AssociationSettings> {
  const response = await fetch('/v1/settings/association', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /v1/settings/association failed with ${response.status}`);
  return (await response.json()) as AssociationSettings;
}

export function useAssociation() {
  return useQuery({
    queryKey: associationKeys.settings,
    queryFn: fetchAssociation,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
