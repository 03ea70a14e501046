import { DotLoading } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { AboutPage } from '../features/appinfo/AboutPage';
import { AppUpgradePage } from '../features/appinfo/AppUpgradePage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPage } from '../features/auth/ResetPage';
import {
  CollectionAllPage,
  CollectionFollowPage,
  CollectionNewPage,
  CollectionShowPage,
  CreatorPage,
  MyCollectionPage,
} from '../features/collections/CollectionPages';
import { ExplorePage, LabelPage, TopicPage } from '../features/explore/ExplorePages';
import { HistoryPage, MyStarPage } from '../features/history/HistoryPages';
import { RankPage, ReadDataPage } from '../features/history/StatsPages';
import { HomePage } from '../features/home/HomePage';
import { ArticlePage } from '../features/reader/ArticlePage';
import { SearchPage } from '../features/search/SearchPage';
import { ChangePasswordPage } from '../features/users/ChangePasswordPage';
import { ChangeUsernamePage } from '../features/users/ChangeUsernamePage';
import { MinePage } from '../features/users/MinePage';
import { FlashcardPage, FlashcardStartPage, ReviewArticleWordsPage } from '../features/words/FlashcardPages';
import { QuizPage } from '../features/words/QuizPage';
import { MyWordPage, WordShowPage } from '../features/words/WordPages';
import { InternalErrorPage, NotFoundPage } from './ErrorPages';
import { Shell } from './Shell';
import { RequireAuth } from './session';

// The admin area (antd) is its own chunk: readers never download it.
const AdminApp = lazy(() => import('../admin/AdminApp'));
// The demo brings its own FSRS scheduler (ts-fsrs); only visitors who try it download it.
const FlashcardDemoPage = lazy(() => import('../features/words/FlashcardDemoPage'));

const loading = (
  <div className="center-block">
    <DotLoading />
  </div>
);

/** Paths as SPEC.md §2 spells them; matching ignores case, so /login and /Login are one page. */
export const router = createBrowserRouter([
  {
    element: <Shell />,
    errorElement: <InternalErrorPage />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/article', element: <HomePage /> },
      { path: '/article/:id', element: <ArticlePage /> },
      { path: '/explore', element: <ExplorePage /> },
      { path: '/topic/:topic', element: <TopicPage /> },
      { path: '/label', element: <LabelPage /> },
      { path: '/Search', element: <SearchPage /> },
      { path: '/Rank', element: <RankPage /> },
      { path: '/creator/:id', element: <CreatorPage /> },
      { path: '/collection/all', element: <CollectionAllPage /> },
      { path: '/collection/:id/show', element: <CollectionShowPage /> },
      {
        path: '/collection/follow',
        element: (
          <RequireAuth>
            <CollectionFollowPage />
          </RequireAuth>
        ),
      },
      {
        path: '/collection/new',
        element: (
          <RequireAuth>
            <CollectionNewPage />
          </RequireAuth>
        ),
      },
      {
        path: '/history',
        element: (
          <RequireAuth>
            <HistoryPage />
          </RequireAuth>
        ),
      },
      {
        path: '/MyStar',
        element: (
          <RequireAuth>
            <MyStarPage />
          </RequireAuth>
        ),
      },
      {
        path: '/MyCollection',
        element: (
          <RequireAuth>
            <MyCollectionPage />
          </RequireAuth>
        ),
      },
      {
        path: '/myword',
        element: (
          <RequireAuth>
            <MyWordPage />
          </RequireAuth>
        ),
      },
      {
        path: '/myword/:word/show',
        element: (
          <RequireAuth>
            <WordShowPage />
          </RequireAuth>
        ),
      },
      // Signed out, /flashcard explains review and offers the demo; the demo and quizzes need no account.
      { path: '/flashcard', element: <FlashcardPage /> },
      {
        path: '/flashcard/demo',
        element: (
          <Suspense fallback={loading}>
            <FlashcardDemoPage />
          </Suspense>
        ),
      },
      { path: '/flashcard/articleQuestion', element: <QuizPage /> },
      {
        path: '/flashcard/reviewArticleWords',
        element: (
          <RequireAuth>
            <ReviewArticleWordsPage />
          </RequireAuth>
        ),
      },
      {
        path: '/flashcard/start',
        element: (
          <RequireAuth>
            <FlashcardStartPage />
          </RequireAuth>
        ),
      },
      {
        path: '/read_data',
        element: (
          <RequireAuth>
            <ReadDataPage />
          </RequireAuth>
        ),
      },
      { path: '/Login', element: <LoginPage /> },
      { path: '/Register', element: <RegisterPage /> },
      { path: '/reset', element: <ResetPage /> },
      {
        path: '/change_password',
        element: (
          <RequireAuth>
            <ChangePasswordPage />
          </RequireAuth>
        ),
      },
      {
        path: '/change_username',
        element: (
          <RequireAuth>
            <ChangeUsernamePage />
          </RequireAuth>
        ),
      },
      { path: '/Mine', element: <MinePage /> },
      { path: '/About', element: <AboutPage /> },
      { path: '/app_upgrade', element: <AppUpgradePage /> },
      {
        path: '/admin/*',
        element: (
          <Suspense fallback={loading}>
            <AdminApp />
          </Suspense>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
