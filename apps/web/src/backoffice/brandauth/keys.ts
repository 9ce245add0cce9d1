// Brand authorisation query keys; ResourceList appends ['list', filters] to auths().
export const brandAuthKeys = {
  all: ['brandauth'] as const,
  auths: () => [...brandAuthKeys.all, 'auths'] as const,
  auth: (authId: string) => [...brandAuthKeys.auths(), 'detail', authId] as const,
  choices: (keyword: string) => [...brandAuthKeys.all, 'choices', keyword] as const,
};
