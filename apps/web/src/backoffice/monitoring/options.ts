import { queryMonitorOptions } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import type { Option } from '../../resources/types';

/** Suppliers, enabled brands and leaf categories (the lists' filters cache each source once). */
export const monitorOptions = () => api(queryMonitorOptions, {});

export const toOptions = (rows: { id: string; name: string }[]): Option[] =>
  rows.map((row) => ({ value: row.id, label: row.name }));

export const supplierOptions = async () => toOptions((await monitorOptions()).suppliers);
export const brandOptions = async () => toOptions((await monitorOptions()).brands);
export const categoryOptions = async () => toOptions((await monitorOptions()).categories);
