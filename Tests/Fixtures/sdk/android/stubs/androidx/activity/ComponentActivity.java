// Mirrors androidx.activity.ComponentActivity at API 35 (androidx activity 1.9.3). The framework's result and back
// APIs are deprecated here in favour of registerForActivityResult and the OnBackPressedDispatcher. onCreate restores
// the SavedStateRegistry and then tells the context-available listeners (FragmentActivity attaches its
// FragmentManager there), onSaveInstanceState writes the registry, as the library does.
package androidx.activity;

import android.content.Intent;
import android.os.Bundle;
import android.view.View;
import android.view.ViewGroup;
import androidx.activity.contextaware.ContextAware;
import androidx.activity.contextaware.OnContextAvailableListener;
import androidx.activity.result.ActivityResultCallback;
import androidx.activity.result.ActivityResultCaller;
import androidx.activity.result.ActivityResultLauncher;
import androidx.activity.result.ActivityResultRegistry;
import androidx.activity.result.ActivityResultRegistryOwner;
import androidx.activity.result.contract.ActivityResultContract;
import androidx.annotation.CallSuper;
import androidx.annotation.MainThread;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.core.app.ActivityOptionsCompat;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.HasDefaultViewModelProviderFactory;
import androidx.lifecycle.LifecycleOwner;
import androidx.lifecycle.SavedStateHandleSupport;
import androidx.lifecycle.ViewModelProvider;
import androidx.lifecycle.ViewModelStore;
import androidx.lifecycle.ViewModelStoreOwner;
import androidx.lifecycle.viewmodel.CreationExtras;
import androidx.lifecycle.viewmodel.MutableCreationExtras;
import androidx.savedstate.SavedStateRegistry;
import androidx.savedstate.SavedStateRegistryController;
import androidx.savedstate.SavedStateRegistryOwner;

import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.atomic.AtomicInteger;

public class ComponentActivity extends androidx.core.app.ComponentActivity
        implements ContextAware, LifecycleOwner, ViewModelStoreOwner, HasDefaultViewModelProviderFactory, SavedStateRegistryOwner,
        OnBackPressedDispatcherOwner, ActivityResultRegistryOwner, ActivityResultCaller {
    private static final String ACTION_REQUEST_PERMISSIONS = "androidx.activity.result.contract.action.REQUEST_PERMISSIONS";
    private static final String EXTRA_PERMISSIONS = "androidx.activity.result.contract.extra.PERMISSIONS";
    private static final String EXTRA_PERMISSION_GRANT_RESULTS = "androidx.activity.result.contract.extra.PERMISSION_GRANT_RESULTS";

    private final int contentLayoutId;
    private final AtomicInteger nextLocalRequestCode = new AtomicInteger();
    private OnBackPressedDispatcher onBackPressedDispatcher;
    private final SavedStateRegistryController savedStateRegistryController = SavedStateRegistryController.create(this);
    private final CopyOnWriteArraySet<OnContextAvailableListener> onContextAvailableListeners = new CopyOnWriteArraySet<>();
    private android.content.Context availableContext;

    private final ActivityResultRegistry activityResultRegistry = new ActivityResultRegistry() {
        @Override
        public <I, O> void onLaunch(final int requestCode, @NonNull ActivityResultContract<I, O> contract, I input, @Nullable ActivityOptionsCompat options) {
            final ComponentActivity activity = ComponentActivity.this;
            final ActivityResultContract.SynchronousResult<O> synchronousResult = contract.getSynchronousResult(activity, input);
            if (synchronousResult != null) {
                new android.os.Handler(android.os.Looper.getMainLooper()).post(new Runnable() {
                    @Override
                    public void run() { dispatchResult(requestCode, synchronousResult.getValue()); }
                });
                return;
            }
            Intent intent = contract.createIntent(activity, input);
            Bundle extras = intent.getExtras();
            if (extras != null && extras.getClassLoader() == null) intent.setExtrasClassLoader(activity.getClassLoader());
            Bundle optionsBundle = options != null ? options.toBundle() : null;
            if (ACTION_REQUEST_PERMISSIONS.equals(intent.getAction())) {
                String[] permissions = intent.getStringArrayExtra(EXTRA_PERMISSIONS);
                androidx.core.app.ActivityCompat.requestPermissions(activity, permissions == null ? new String[0] : permissions, requestCode);
            } else {
                androidx.core.app.ActivityCompat.startActivityForResult(activity, intent, requestCode, optionsBundle);
            }
        }
    };

    public ComponentActivity() {
        this.contentLayoutId = 0;
        init();
    }

    public ComponentActivity(int contentLayoutId) {
        this.contentLayoutId = contentLayoutId;
        init();
    }

    private void init() {
        getLifecycle().addObserver(new androidx.lifecycle.LifecycleEventObserver() {
            @Override
            public void onStateChanged(@NonNull LifecycleOwner source, @NonNull Lifecycle.Event event) {
                if (event == Lifecycle.Event.ON_DESTROY) {
                    availableContext = null;
                    // The ViewModels outlive a configuration change, and only that.
                    if (!isChangingConfigurations()) getViewModelStore().clear();
                }
            }
        });
        savedStateRegistryController.performAttach();
    }

    @Override
    protected void onCreate(@Nullable Bundle savedInstanceState) {
        savedStateRegistryController.performRestore(savedInstanceState);
        availableContext = this;
        for (OnContextAvailableListener listener : onContextAvailableListeners) listener.onContextAvailable(this);
        super.onCreate(savedInstanceState);
        if (contentLayoutId != 0) setContentView(contentLayoutId);
    }

    @CallSuper
    @Override
    protected void onSaveInstanceState(@NonNull Bundle outState) {
        super.onSaveInstanceState(outState);
        savedStateRegistryController.performSave(outState);
    }

    @NonNull
    @Override
    public final SavedStateRegistry getSavedStateRegistry() { return savedStateRegistryController.getSavedStateRegistry(); }

    @Nullable
    @Override
    public android.content.Context peekAvailableContext() { return availableContext; }

    @Override
    public final void addOnContextAvailableListener(@NonNull OnContextAvailableListener listener) {
        if (availableContext != null) listener.onContextAvailable(availableContext);
        onContextAvailableListeners.add(listener);
    }

    @Override
    public final void removeOnContextAvailableListener(@NonNull OnContextAvailableListener listener) { onContextAvailableListeners.remove(listener); }

    @Override
    public void setContentView(int layoutResID) { super.setContentView(layoutResID); }

    @Override
    public void setContentView(@Nullable View view) { super.setContentView(view); }

    @Override
    public void setContentView(@Nullable View view, @Nullable ViewGroup.LayoutParams params) { super.setContentView(view, params); }

    @NonNull
    @Override
    public Lifecycle getLifecycle() { return super.getLifecycle(); }

    @NonNull
    @Override
    public final OnBackPressedDispatcher getOnBackPressedDispatcher() {
        if (onBackPressedDispatcher == null) {
            onBackPressedDispatcher = new OnBackPressedDispatcher(new Runnable() {
                @Override
                @SuppressWarnings("deprecation")
                public void run() { ComponentActivity.super.onBackPressed(); }
            });
        }
        return onBackPressedDispatcher;
    }

    /** @deprecated This method has been deprecated in favor of using the {@link OnBackPressedDispatcher}. */
    @Deprecated
    @MainThread
    @CallSuper
    @Override
    public void onBackPressed() { getOnBackPressedDispatcher().onBackPressed(); }

    @NonNull
    @Override
    public final ActivityResultRegistry getActivityResultRegistry() { return activityResultRegistry; }

    /** @deprecated use {@link #registerForActivityResult(ActivityResultContract, ActivityResultCallback)}. */
    @Deprecated
    @Override
    public void startActivityForResult(@NonNull Intent intent, int requestCode) { super.startActivityForResult(intent, requestCode); }

    /** @deprecated use {@link #registerForActivityResult(ActivityResultContract, ActivityResultCallback)}. */
    @Deprecated
    @Override
    public void startActivityForResult(@NonNull Intent intent, int requestCode, @Nullable Bundle options) { super.startActivityForResult(intent, requestCode, options); }

    /** @deprecated use {@link #registerForActivityResult(ActivityResultContract, ActivityResultCallback)} with the appropriate contract. */
    @Deprecated
    @CallSuper
    @Override
    protected void onActivityResult(int requestCode, int resultCode, @Nullable Intent data) {
        if (!activityResultRegistry.dispatchResult(requestCode, resultCode, data)) super.onActivityResult(requestCode, resultCode, data);
    }

    /** @deprecated use {@link #registerForActivityResult(ActivityResultContract, ActivityResultCallback)} passing RequestMultiplePermissions. */
    @Deprecated
    @CallSuper
    @Override
    public void onRequestPermissionsResult(int requestCode, @NonNull String[] permissions, @NonNull int[] grantResults) {
        Intent data = new Intent().putExtra(EXTRA_PERMISSIONS, permissions).putExtra(EXTRA_PERMISSION_GRANT_RESULTS, grantResults);
        if (!activityResultRegistry.dispatchResult(requestCode, android.app.Activity.RESULT_OK, data)) {
            super.onRequestPermissionsResult(requestCode, permissions, grantResults);
        }
    }

    @NonNull
    @Override
    public final <I, O> ActivityResultLauncher<I> registerForActivityResult(@NonNull ActivityResultContract<I, O> contract,
            @NonNull ActivityResultRegistry registry, @NonNull ActivityResultCallback<O> callback) {
        return registry.register("activity_rq#" + nextLocalRequestCode.getAndIncrement(), this, contract, callback);
    }

    @NonNull
    @Override
    public final <I, O> ActivityResultLauncher<I> registerForActivityResult(@NonNull ActivityResultContract<I, O> contract,
            @NonNull ActivityResultCallback<O> callback) {
        return registerForActivityResult(contract, activityResultRegistry, callback);
    }

    /** @deprecated Use a androidx.lifecycle.ViewModel to store non config state. */
    @Deprecated
    @Nullable
    public Object onRetainCustomNonConfigurationInstance() { return null; }

    /** @deprecated Use a androidx.lifecycle.ViewModel to store non config state. */
    @Deprecated
    @Nullable
    public Object getLastCustomNonConfigurationInstance() {
        Object last = getLastNonConfigurationInstance();
        return last instanceof NonConfigurationInstances ? ((NonConfigurationInstances) last).custom : null;
    }

    private final CopyOnWriteArraySet<androidx.core.util.Consumer<Intent>> onNewIntentListeners = new CopyOnWriteArraySet<>();

    /** Tells the listeners of each new intent after onNewIntent (OnNewIntentProvider). */
    public final void addOnNewIntentListener(@NonNull androidx.core.util.Consumer<Intent> listener) { onNewIntentListeners.add(listener); }

    public final void removeOnNewIntentListener(@NonNull androidx.core.util.Consumer<Intent> listener) { onNewIntentListeners.remove(listener); }

    @CallSuper
    @Override
    protected void onNewIntent(@NonNull Intent intent) {
        super.onNewIntent(intent);
        for (androidx.core.util.Consumer<Intent> listener : onNewIntentListeners) listener.accept(intent);
    }

    private ViewModelStore viewModelStore;

    private static final class NonConfigurationInstances {
        Object custom;
        ViewModelStore viewModelStore;
    }

    @NonNull
    @Override
    public ViewModelStore getViewModelStore() {
        if (viewModelStore == null) {
            Object last = getLastNonConfigurationInstance();
            if (last instanceof NonConfigurationInstances) viewModelStore = ((NonConfigurationInstances) last).viewModelStore;
            if (viewModelStore == null) viewModelStore = new ViewModelStore();
        }
        return viewModelStore;
    }

    @Override
    public final Object onRetainNonConfigurationInstance() {
        Object custom = onRetainCustomNonConfigurationInstance();
        if (viewModelStore == null && custom == null) return null;
        NonConfigurationInstances nci = new NonConfigurationInstances();
        nci.custom = custom;
        nci.viewModelStore = viewModelStore;
        return nci;
    }

    @NonNull
    @Override
    public ViewModelProvider.Factory getDefaultViewModelProviderFactory() { return ViewModelProvider.NewInstanceFactory.getInstance(); }

    /** As the library's: the saved-state owner and the store owner, which createSavedStateHandle() needs. */
    @NonNull
    @Override
    public CreationExtras getDefaultViewModelCreationExtras() {
        MutableCreationExtras extras = new MutableCreationExtras();
        extras.set(SavedStateHandleSupport.SAVED_STATE_REGISTRY_OWNER_KEY, this);
        extras.set(SavedStateHandleSupport.VIEW_MODEL_STORE_OWNER_KEY, this);
        if (getIntent() != null && getIntent().getExtras() != null) extras.set(SavedStateHandleSupport.DEFAULT_ARGS_KEY, getIntent().getExtras());
        return extras;
    }

    @Override
    public void reportFullyDrawn() {}
}
