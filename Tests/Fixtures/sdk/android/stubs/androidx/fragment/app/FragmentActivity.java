// Mirrors androidx.fragment.app.FragmentActivity at API 35 (androidx fragment 1.8.5): the host of a FragmentManager
// (attached when the context becomes available in onCreate, restored from the SavedStateRegistry), which follows the
// activity: create in onCreate, activity-created then start in onStart, resume in onPostResume (onResumeFragments),
// pause, stop and destroy after the activity's own callbacks. Fragment tags in the activity's layouts are inflated
// through onCreateView (FragmentContainerView adds its fragment during setContentView).
package androidx.fragment.app;

import android.content.Context;
import android.os.Bundle;
import android.util.AttributeSet;
import android.view.View;
import androidx.activity.ComponentActivity;
import androidx.activity.contextaware.OnContextAvailableListener;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.core.app.ActivityCompat;

public class FragmentActivity extends ComponentActivity implements ActivityCompat.OnRequestPermissionsResultCallback {
    final FragmentManager mFragments = new FragmentManagerImpl();
    boolean mCreated;
    boolean mResumed;
    boolean mStopped = true;

    public FragmentActivity() {
        super();
        init();
    }

    public FragmentActivity(int contentLayoutId) {
        super(contentLayoutId);
        init();
    }

    private void init() {
        addOnContextAvailableListener(new OnContextAvailableListener() {
            @Override
            public void onContextAvailable(@NonNull Context context) { mFragments.attachController(FragmentActivity.this, null); }
        });
    }

    @Override
    protected void onCreate(@Nullable Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        mFragments.dispatchCreate();
    }

    @Nullable
    @Override
    public View onCreateView(@Nullable View parent, @NonNull String name, @NonNull Context context, @NonNull AttributeSet attrs) {
        final View v = mFragments.getLayoutInflaterFactory().onCreateView(parent, name, context, attrs);
        if (v == null) return super.onCreateView(parent, name, context, attrs);
        return v;
    }

    @Nullable
    @Override
    public View onCreateView(@NonNull String name, @NonNull Context context, @NonNull AttributeSet attrs) {
        final View v = mFragments.getLayoutInflaterFactory().onCreateView(null, name, context, attrs);
        if (v == null) return super.onCreateView(name, context, attrs);
        return v;
    }

    @Override
    protected void onStart() {
        mFragments.noteStateNotSaved();
        super.onStart();
        mStopped = false;
        if (!mCreated) {
            mCreated = true;
            mFragments.dispatchActivityCreated();
        }
        mFragments.execPendingActions(true);
        mFragments.dispatchStart();
    }

    @Override
    protected void onResume() {
        mFragments.noteStateNotSaved();
        super.onResume();
        mResumed = true;
        mFragments.execPendingActions(true);
    }

    @Override
    protected void onPostResume() {
        super.onPostResume();
        onResumeFragments();
    }

    protected void onResumeFragments() { mFragments.dispatchResume(); }

    @Override
    protected void onPause() {
        super.onPause();
        mResumed = false;
        mFragments.dispatchPause();
    }

    @Override
    protected void onStop() {
        super.onStop();
        mStopped = true;
        mFragments.dispatchStop();
    }

    @Override
    protected void onDestroy() {
        super.onDestroy();
        mFragments.dispatchDestroy();
    }

    @NonNull
    public FragmentManager getSupportFragmentManager() { return mFragments; }

    public void supportInvalidateOptionsMenu() { invalidateOptionsMenu(); }
}
