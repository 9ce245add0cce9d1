import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalculatorOutlined,
  CarOutlined,
  ClusterOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  DatabaseOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  ExceptionOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  KeyOutlined,
  LockOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { MENU_GROUPS, MENU_ICONS, type MenuIcon } from '@procuremart/contract';
import type { ReactNode } from 'react';

// Every name of the contract's icon vocabulary, so a name added there without an icon here fails the typecheck.
// Named imports only: the bundle carries these icons, not the whole set.
const MENU_ICON_NODES: Record<MenuIcon, ReactNode> = {
  home: <HomeOutlined />,
  user: <UserOutlined />,
  idcard: <IdcardOutlined />,
  team: <TeamOutlined />,
  apartment: <ApartmentOutlined />,
  cluster: <ClusterOutlined />,
  safety: <SafetyOutlined />,
  key: <KeyOutlined />,
  lock: <LockOutlined />,
  shopping: <ShoppingOutlined />,
  shop: <ShopOutlined />,
  tags: <TagsOutlined />,
  appstore: <AppstoreOutlined />,
  gift: <GiftOutlined />,
  inbox: <InboxOutlined />,
  car: <CarOutlined />,
  audit: <AuditOutlined />,
  solution: <SolutionOutlined />,
  'file-text': <FileTextOutlined />,
  'file-search': <FileSearchOutlined />,
  'file-done': <FileDoneOutlined />,
  profile: <ProfileOutlined />,
  container: <ContainerOutlined />,
  'account-book': <AccountBookOutlined />,
  dollar: <DollarOutlined />,
  bank: <BankOutlined />,
  wallet: <WalletOutlined />,
  calculator: <CalculatorOutlined />,
  schedule: <ScheduleOutlined />,
  exception: <ExceptionOutlined />,
  'customer-service': <CustomerServiceOutlined />,
  message: <MessageOutlined />,
  notification: <NotificationOutlined />,
  star: <StarOutlined />,
  environment: <EnvironmentOutlined />,
  'bar-chart': <BarChartOutlined />,
  database: <DatabaseOutlined />,
  book: <BookOutlined />,
  tool: <ToolOutlined />,
  setting: <SettingOutlined />,
  'unordered-list': <UnorderedListOutlined />,
};

const isMenuIcon = (name: unknown): name is MenuIcon =>
  typeof name === 'string' && (MENU_ICONS as readonly string[]).includes(name);

/** The icon a menu names (the manifest's, as getUserMenus returns it); a neutral icon for anything else. */
export function menuIcon(iconName: string | null | undefined): ReactNode {
  return isMenuIcon(iconName) ? MENU_ICON_NODES[iconName] : <AppstoreOutlined />;
}

/** A top-level menu's icon: its group's from MENU_GROUPS, else the one the server sent. */
export function groupIcon(code: string, iconName?: string | null): ReactNode {
  return menuIcon(MENU_GROUPS.find((group) => group.name === code)?.icon ?? iconName);
}
