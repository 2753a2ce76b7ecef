// Mirrors android.app.Activity at API 35 (framework). Lifecycle methods are driven through the hidden perform*
// methods (as ActivityThread does), with the SuperNotCalledException checks and the API 29 pre/post callbacks that
// androidx.lifecycle listens to. setContentView inflates into the window's content frame (android.R.id.content).
package android.app;

import android.content.ComponentCallbacks2;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.os.Bundle;
import android.os.Parcel;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.Menu;
import android.view.MenuInflater;
import android.view.MenuItem;
import android.view.View;
import android.view.ViewGroup;
import android.widget.FrameLayout;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import tandem.runtime.Hidden;
import tandem.runtime.Runtime;
import tandem.runtime.SuperNotCalledException;

import java.util.ArrayList;

public class Activity extends android.view.ContextThemeWrapper implements LayoutInflater.Factory2, ComponentCallbacks2 {
    public static final int RESULT_CANCELED = 0;
    public static final int RESULT_OK = -1;
    public static final int RESULT_FIRST_USER = 1;
    public static final int DEFAULT_KEYS_DISABLE = 0;
    public static final int OVERRIDE_TRANSITION_OPEN = 0;
    public static final int OVERRIDE_TRANSITION_CLOSE = 1;

    private Application mApplication;
    private Intent mIntent;
    private ComponentName mComponent;
    private CharSequence mTitle;
    boolean mCalled;
    private boolean mFinished;
    private boolean mDestroyed;
    private boolean mResumed;
    private boolean mStopped = true;
    private int mResultCode = RESULT_CANCELED;
    private Intent mResultData;
    private Intent mDeliveredResultData;
    private FrameLayout mContentParent;
    private MenuInflater mMenuInflater;
    private final ArrayList<Application.ActivityLifecycleCallbacks> mActivityLifecycleCallbacks = new ArrayList<>();

    public Activity() {}

    // region hidden: what ActivityThread and Instrumentation call

    final void attach(Context context, Application application, Intent intent, CharSequence title) {
        attachBaseContext(context);
        mApplication = application;
        mIntent = intent;
        mComponent = new ComponentName(context.getPackageName(), getClass().getName());
        mTitle = title;
        // PhoneWindow's inflater is the activity's; Activity.attach makes the activity its private factory.
        Hidden.call(getLayoutInflater(), LayoutInflater.class, "setPrivateFactory", new Class<?>[] {LayoutInflater.Factory2.class}, this);
    }

    private void checkCalled(String method) {
        if (!mCalled) {
            throw new SuperNotCalledException("Activity " + mComponent.toShortString() + " did not call through to super." + method + "()");
        }
    }

    private Object[] callbacks() {
        ArrayList<Object> all = new ArrayList<>();
        if (mApplication != null) for (Object o : mApplication.collectActivityLifecycleCallbacks()) all.add(o);
        all.addAll(mActivityLifecycleCallbacks);
        return all.toArray();
    }

    private Object[] callbacksReversed() {
        Object[] c = callbacks();
        for (int i = 0; i < c.length / 2; i++) { Object t = c[i]; c[i] = c[c.length - 1 - i]; c[c.length - 1 - i] = t; }
        return c;
    }

    final void performCreate(Bundle icicle) {
        for (Object c : callbacks()) ((Application.ActivityLifecycleCallbacks) c).onActivityPreCreated(this, icicle);
        mCalled = false;
        onCreate(icicle);
        checkCalled("onCreate");
        for (Object c : callbacks()) ((Application.ActivityLifecycleCallbacks) c).onActivityPostCreated(this, icicle);
    }

    final void performStart() {
        for (Object c : callbacks()) ((Application.ActivityLifecycleCallbacks) c).onActivityPreStarted(this);
        mCalled = false;
        onStart();
        checkCalled("onStart");
        mStopped = false;
        for (Object c : callbacks()) ((Application.ActivityLifecycleCallbacks) c).onActivityPostStarted(this);
    }

    final void performRestart() {
        mCalled = false;
        onRestart();
        checkCalled("onRestart");
        performStart();
    }

    final void performRestoreInstanceState(Bundle savedInstanceState) { onRestoreInstanceState(savedInstanceState); }

    final void performPostCreate(Bundle savedInstanceState) {
        mCalled = false;
        onPostCreate(savedInstanceState);
        checkCalled("onPostCreate");
    }

    final void performResume() {
        for (Object c : callbacks()) ((Application.ActivityLifecycleCallbacks) c).onActivityPreResumed(this);
        mCalled = false;
        onResume();
        checkCalled("onResume");
        mResumed = true;
        for (Object c : callbacks()) ((Application.ActivityLifecycleCallbacks) c).onActivityPostResumed(this);
        mCalled = false;
        onPostResume();
        checkCalled("onPostResume");
    }

    final void performPause() {
        for (Object c : callbacksReversed()) ((Application.ActivityLifecycleCallbacks) c).onActivityPrePaused(this);
        mCalled = false;
        onPause();
        checkCalled("onPause");
        mResumed = false;
        for (Object c : callbacksReversed()) ((Application.ActivityLifecycleCallbacks) c).onActivityPostPaused(this);
    }

    final void performStop() {
        for (Object c : callbacksReversed()) ((Application.ActivityLifecycleCallbacks) c).onActivityPreStopped(this);
        mCalled = false;
        onStop();
        checkCalled("onStop");
        mStopped = true;
        for (Object c : callbacksReversed()) ((Application.ActivityLifecycleCallbacks) c).onActivityPostStopped(this);
    }

    final void performSaveInstanceState(Bundle outState) {
        for (Object c : callbacksReversed()) ((Application.ActivityLifecycleCallbacks) c).onActivityPreSaveInstanceState(this, outState);
        onSaveInstanceState(outState);
        for (Object c : callbacksReversed()) ((Application.ActivityLifecycleCallbacks) c).onActivityPostSaveInstanceState(this, outState);
    }

    final void performDestroy() {
        for (Object c : callbacksReversed()) ((Application.ActivityLifecycleCallbacks) c).onActivityPreDestroyed(this);
        mDestroyed = true;
        mCalled = false;
        onDestroy();
        checkCalled("onDestroy");
        for (Object c : callbacksReversed()) ((Application.ActivityLifecycleCallbacks) c).onActivityPostDestroyed(this);
    }

    final void dispatchActivityResult(int requestCode, int resultCode, Intent data) {
        onActivityResult(requestCode, resultCode, data);
    }

    final int getResultCodeInternal() { return mResultCode; }

    final Intent getDeliveredResultData() { return mDeliveredResultData; }

    final FrameLayout getContentParentInternal() { return mContentParent; }

    // endregion
    // region lifecycle callbacks

    protected void onCreate(@Nullable Bundle savedInstanceState) {
        for (Object c : callbacks()) ((Application.ActivityLifecycleCallbacks) c).onActivityCreated(this, savedInstanceState);
        mCalled = true;
    }

    protected void onRestoreInstanceState(@NonNull Bundle savedInstanceState) {}

    protected void onPostCreate(@Nullable Bundle savedInstanceState) { mCalled = true; }

    protected void onStart() {
        for (Object c : callbacks()) ((Application.ActivityLifecycleCallbacks) c).onActivityStarted(this);
        mCalled = true;
    }

    protected void onRestart() { mCalled = true; }

    protected void onResume() {
        for (Object c : callbacks()) ((Application.ActivityLifecycleCallbacks) c).onActivityResumed(this);
        mCalled = true;
    }

    protected void onPostResume() { mCalled = true; }

    protected void onNewIntent(Intent intent) {}

    protected void onSaveInstanceState(@NonNull Bundle outState) {
        for (Object c : callbacksReversed()) ((Application.ActivityLifecycleCallbacks) c).onActivitySaveInstanceState(this, outState);
    }

    protected void onPause() {
        for (Object c : callbacksReversed()) ((Application.ActivityLifecycleCallbacks) c).onActivityPaused(this);
        mCalled = true;
    }

    protected void onUserLeaveHint() {}

    protected void onStop() {
        for (Object c : callbacksReversed()) ((Application.ActivityLifecycleCallbacks) c).onActivityStopped(this);
        mCalled = true;
    }

    protected void onDestroy() {
        for (Object c : callbacksReversed()) ((Application.ActivityLifecycleCallbacks) c).onActivityDestroyed(this);
        mCalled = true;
    }

    @Override
    public void onLowMemory() { mCalled = true; }

    @Override
    public void onTrimMemory(int level) { mCalled = true; }

    public void registerActivityLifecycleCallbacks(@NonNull Application.ActivityLifecycleCallbacks callback) {
        synchronized (mActivityLifecycleCallbacks) { mActivityLifecycleCallbacks.add(callback); }
    }

    public void unregisterActivityLifecycleCallbacks(@NonNull Application.ActivityLifecycleCallbacks callback) {
        synchronized (mActivityLifecycleCallbacks) { mActivityLifecycleCallbacks.remove(callback); }
    }

    // endregion
    // region window content

    private FrameLayout contentParent() {
        if (mContentParent == null) {
            mContentParent = new FrameLayout(this);
            mContentParent.setId(android.R.id.content);
            Hidden.markDecor(mContentParent);
        }
        return mContentParent;
    }

    public void setContentView(int layoutResID) {
        FrameLayout parent = contentParent();
        parent.removeAllViews();
        getLayoutInflater().inflate(layoutResID, parent);
    }

    public void setContentView(View view) {
        setContentView(view, new ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT));
    }

    public void setContentView(View view, ViewGroup.LayoutParams params) {
        FrameLayout parent = contentParent();
        parent.removeAllViews();
        parent.addView(view, params);
    }

    public void addContentView(View view, ViewGroup.LayoutParams params) { contentParent().addView(view, params); }

    public <T extends View> T findViewById(int id) { return mContentParent == null ? null : mContentParent.<T>findViewById(id); }

    @NonNull
    public final <T extends View> T requireViewById(int id) {
        T view = findViewById(id);
        if (view == null) throw new IllegalArgumentException("ID does not reference a View inside this Activity");
        return view;
    }

    @NonNull
    public LayoutInflater getLayoutInflater() { return LayoutInflater.from(this); }

    @NonNull
    public MenuInflater getMenuInflater() {
        if (mMenuInflater == null) mMenuInflater = new MenuInflater(this);
        return mMenuInflater;
    }

    @Override
    @Nullable
    public View onCreateView(@NonNull String name, @NonNull Context context, @NonNull AttributeSet attrs) { return null; }

    @Override
    @Nullable
    public View onCreateView(@Nullable View parent, @NonNull String name, @NonNull Context context, @NonNull AttributeSet attrs) {
        if (!"fragment".equals(name)) return onCreateView(name, context, attrs);
        return null; // the framework's FragmentManager: Inflation reports what it would throw
    }

    public boolean onCreateOptionsMenu(Menu menu) { return true; }

    public boolean onPrepareOptionsMenu(Menu menu) { return true; }

    public boolean onOptionsItemSelected(@NonNull MenuItem item) { return false; }

    public void invalidateOptionsMenu() {}

    public void setTitle(CharSequence title) { mTitle = title; onTitleChanged(title, 0); }

    public void setTitle(int titleId) { setTitle(getText(titleId)); }

    public final CharSequence getTitle() { return mTitle; }

    protected void onTitleChanged(CharSequence title, int color) {}

    // endregion
    // region intents and results

    public Intent getIntent() { return mIntent; }

    public void setIntent(Intent newIntent) { mIntent = newIntent; }

    public final Application getApplication() { return mApplication; }

    public ComponentName getComponentName() { return mComponent; }

    @NonNull
    public String getLocalClassName() {
        final String pkg = getPackageName();
        final String cls = mComponent.getClassName();
        int packageLen = pkg.length();
        if (!cls.startsWith(pkg) || cls.length() <= packageLen || cls.charAt(packageLen) != '.') return cls;
        return cls.substring(packageLen + 1);
    }

    @Nullable
    public ComponentName getCallingActivity() { return null; }

    @Nullable
    public String getCallingPackage() { return null; }

    @Override
    public void startActivity(Intent intent) { this.startActivity(intent, null); }

    @Override
    public void startActivity(Intent intent, @Nullable Bundle options) {
        if (options != null) startActivityForResult(intent, -1, options);
        else startActivityForResult(intent, -1);
    }

    public void startActivityForResult(Intent intent, int requestCode) { startActivityForResult(intent, requestCode, null); }

    public void startActivityForResult(Intent intent, int requestCode, @Nullable Bundle options) {
        Runtime.get().startActivity(this, intent, requestCode);
    }

    /** Starts the intents in order, as one task: every one after the first joins the first one's task. */
    public void startActivities(Intent[] intents) {
        for (int index = 0; index < intents.length; index++) {
            Intent intent = intents[index];
            if (index > 0) {
                intent = new Intent(intent);
                intent.removeFlags(Intent.FLAG_ACTIVITY_NEW_TASK);
            }
            startActivity(intent);
        }
    }

    protected void onActivityResult(int requestCode, int resultCode, Intent data) {}

    public final void setResult(int resultCode) {
        synchronized (this) {
            mResultCode = resultCode;
            mResultData = null;
        }
    }

    public final void setResult(int resultCode, Intent data) {
        synchronized (this) {
            mResultCode = resultCode;
            mResultData = data;
        }
    }

    public void finish() {
        Intent resultData;
        synchronized (this) { resultData = mResultData; }
        if (resultData != null) {
            // The result crosses to system_server and back to the caller's process.
            Parcel p = Parcel.obtain();
            resultData.writeToParcel(p, 0);
            p.setDataPosition(0);
            mDeliveredResultData = Intent.CREATOR.createFromParcel(p);
        } else {
            mDeliveredResultData = null;
        }
        mFinished = true;
    }

    public void finishAffinity() { finish(); }

    public void finishAfterTransition() { finish(); }

    public boolean isFinishing() { return mFinished; }
    /** Whether this activity is the root of its task. The stub runs no tasks: an activity started into a new task (the launcher, a root replacement) is one. */
    public boolean isTaskRoot() { return mIntent != null && (mIntent.getFlags() & Intent.FLAG_ACTIVITY_NEW_TASK) != 0; }

    public boolean isDestroyed() { return mDestroyed; }

    public boolean isChangingConfigurations() { return mChangingConfigurations; }

    // Hidden: ActivityThread sets these when it relaunches an activity for a configuration change (the harness does).
    boolean mChangingConfigurations;
    Object mLastNonConfigurationInstance;

    /** What the activity hands its next instance across a configuration change (ComponentActivity's ViewModels). */
    public Object onRetainNonConfigurationInstance() { return null; }

    public Object getLastNonConfigurationInstance() { return mLastNonConfigurationInstance; }

    public void recreate() { throw new UnsupportedOperationException("stub: Activity.recreate()"); }

    /** @deprecated Use {@link android.window.OnBackInvokedCallback} or androidx.activity.OnBackPressedCallback (API 33). */
    @Deprecated
    public void onBackPressed() { finishAfterTransition(); }

    /** @deprecated Use {@link #overrideActivityTransition(int, int, int)} instead (API 34). */
    @Deprecated
    public void overridePendingTransition(int enterAnim, int exitAnim) {}

    /** @deprecated Use {@link #overrideActivityTransition(int, int, int, int)} instead (API 34). */
    @Deprecated
    public void overridePendingTransition(int enterAnim, int exitAnim, int backgroundColor) {}

    public void overrideActivityTransition(int overrideType, int enterAnim, int exitAnim) {
        overrideActivityTransition(overrideType, enterAnim, exitAnim, 0);
    }

    public void overrideActivityTransition(int overrideType, int enterAnim, int exitAnim, int backgroundColor) {
        if (overrideType != OVERRIDE_TRANSITION_OPEN && overrideType != OVERRIDE_TRANSITION_CLOSE) {
            throw new IllegalArgumentException("Override type must be either open or close");
        }
    }

    public void clearOverrideActivityTransition(int overrideType) {}

    public void reportFullyDrawn() {}

    public final void runOnUiThread(Runnable action) { action.run(); }

    public final void requestPermissions(@NonNull final String[] permissions, final int requestCode) {
        if (requestCode < 0) throw new IllegalArgumentException("requestCode should be >= 0");
        Runtime.get().post(null, new Runnable() {
            @Override
            public void run() {
                int[] results = new int[permissions.length];
                for (int i = 0; i < permissions.length; i++) results[i] = checkSelfPermission(permissions[i]);
                onRequestPermissionsResult(requestCode, permissions, results);
            }
        }, 0);
    }

    public void onRequestPermissionsResult(int requestCode, @NonNull String[] permissions, @NonNull int[] grantResults) {}

    public boolean shouldShowRequestPermissionRationale(@NonNull String permission) { return false; }

    // endregion

    @Override
    public Object getSystemService(@NonNull String name) {
        if (getBaseContext() == null) {
            throw new IllegalStateException("System services not available to Activities before onCreate()");
        }
        return super.getSystemService(name);
    }
}
