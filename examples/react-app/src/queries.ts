/**
 * @module TanStack Query over the typed client: one query key per resource,
 * and a mutation that writes the settings and puts the answer in the cache.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { AccountSettings, AccountSettingsPatch, ServiceClient } from './service-client.ts'

export const realEstateObjectQuery = (service: ServiceClient, id: string) =>
  queryOptions({ queryKey: ['real-estate-object', id], queryFn: () => service.getRealEstateObject(id) })

export const accountSettingsQuery = (service: ServiceClient) =>
  queryOptions({ queryKey: ['account-settings'], queryFn: () => service.getAccountSettings() })

/** PATCHes the settings; the answer is the update form, so the full settings are merged into the cache. */
export function useUpdateAccountSettings(service: ServiceClient) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: AccountSettingsPatch) => service.updateAccountSettings(patch),
    onSuccess: (updated) => {
      queryClient.setQueryData<AccountSettings>(['account-settings'], (current) =>
        current
          ? {
              ...current,
              ...updated,
              subscription_management: { ...current.subscription_management, ...updated.subscription_management },
            }
          : current,
      )
    },
  })
}
