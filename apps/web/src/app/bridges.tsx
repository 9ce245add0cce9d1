import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setFeedback } from './feedback';
import { setNavigator } from './navigator';

/** Hands the themed notification/modal/message APIs to non-React code. */
export function FeedbackBridge() {
  const { notification, modal, message } = AntApp.useApp();
  useEffect(() => setFeedback({ notification, modal, message }), [notification, modal, message]);
  return null;
}

/** Hands the router's navigate to non-React code (session expiry). */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  return null;
}
