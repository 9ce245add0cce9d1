import {
  AppstoreOutlined,
  FileSearchOutlined,
  HomeOutlined,
  IdcardOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TagsOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// Icons by the menu's icon name, else by its code; unknown entries get a neutral icon.
const icons: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  memberCenter: <HomeOutlined />,
  user: <UserOutlined />,
  accountCenter: <UserOutlined />,
  idcard: <IdcardOutlined />,
  accountInfo: <IdcardOutlined />,
  shopping: <ShoppingOutlined />,
  commodityCenter: <ShoppingOutlined />,
  tags: <TagsOutlined />,
  brandManage: <TagsOutlined />,
  setting: <SettingOutlined />,
  systemCenter: <SettingOutlined />,
  'file-search': <FileSearchOutlined />,
  opsLogQuery: <FileSearchOutlined />,
};

export function menuIcon(menuCode: string, iconName?: string | null): ReactNode {
  return (iconName ? icons[iconName] : undefined) ?? icons[menuCode] ?? <AppstoreOutlined />;
}
