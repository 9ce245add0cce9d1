import { entityRoot } from '../../api/entity-refresh';

// Brand authorisation query keys; ResourceList appends ['list', filters] to auths().
export const brandAuthKeys = {
  all: entityRoot('brandauth', ['brandAuth', 'brand']),
  auths: () => [...brandAuthKeys.all, 'auths'] as const,
  auth: (authId: string) => [...brandAuthKeys.auths(), 'detail', authId] as const,
  choices: (keyword: string) => [...brandAuthKeys.all, 'choices', keyword] as const,
};
