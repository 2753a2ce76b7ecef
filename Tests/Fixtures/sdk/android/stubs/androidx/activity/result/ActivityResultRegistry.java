// Mirrors androidx.activity.result.ActivityResultRegistry at API 35 (androidx activity 1.9.3): registration before
// STARTED, callbacks live between ON_START and ON_STOP, results for a stopped owner kept until it starts again.
package androidx.activity.result;

import android.content.Intent;
import android.os.Bundle;
import androidx.activity.result.contract.ActivityResultContract;
import androidx.annotation.MainThread;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.core.app.ActivityOptionsCompat;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleEventObserver;
import androidx.lifecycle.LifecycleOwner;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

public abstract class ActivityResultRegistry {
    private static final int INITIAL_REQUEST_CODE_VALUE = 0x00010000;

    private static final class CallbackAndContract<O> {
        final ActivityResultCallback<O> callback;
        final ActivityResultContract<?, O> contract;

        CallbackAndContract(ActivityResultCallback<O> callback, ActivityResultContract<?, O> contract) {
            this.callback = callback;
            this.contract = contract;
        }
    }

    private final Map<Integer, String> rcToKey = new HashMap<>();
    private final Map<String, Integer> keyToRc = new LinkedHashMap<>();
    private final Map<String, List<LifecycleEventObserver>> keyToObservers = new HashMap<>();
    private final Map<String, Lifecycle> keyToLifecycle = new HashMap<>();
    private final List<String> launchedKeys = new ArrayList<>();
    private final Map<String, CallbackAndContract<?>> keyToCallback = new HashMap<>();
    private final Map<String, Object> parsedPendingResults = new HashMap<>();
    private final Bundle pendingResults = new Bundle();
    private final Random random = new Random(0x7a4d);

    public ActivityResultRegistry() {}

    @MainThread
    public abstract <I, O> void onLaunch(int requestCode, @NonNull ActivityResultContract<I, O> contract, I input, @Nullable ActivityOptionsCompat options);

    @NonNull
    public final <I, O> ActivityResultLauncher<I> register(@NonNull final String key, @NonNull LifecycleOwner lifecycleOwner,
            @NonNull final ActivityResultContract<I, O> contract, @NonNull final ActivityResultCallback<O> callback) {
        Lifecycle lifecycle = lifecycleOwner.getLifecycle();
        if (lifecycle.getCurrentState().isAtLeast(Lifecycle.State.STARTED)) {
            throw new IllegalStateException("LifecycleOwner " + lifecycleOwner + " is attempting to register while current state is "
                    + lifecycle.getCurrentState() + ". LifecycleOwners must call register before they are STARTED.");
        }
        registerKey(key);
        LifecycleEventObserver observer = new LifecycleEventObserver() {
            @Override
            @SuppressWarnings({"unchecked", "deprecation"})
            public void onStateChanged(@NonNull LifecycleOwner source, @NonNull Lifecycle.Event event) {
                if (Lifecycle.Event.ON_START == event) {
                    keyToCallback.put(key, new CallbackAndContract<>(callback, contract));
                    if (parsedPendingResults.containsKey(key)) {
                        O parsed = (O) parsedPendingResults.remove(key);
                        callback.onActivityResult(parsed);
                    }
                    ActivityResult pendingResult = pendingResults.getParcelable(key, ActivityResult.class);
                    if (pendingResult != null) {
                        pendingResults.remove(key);
                        callback.onActivityResult(contract.parseResult(pendingResult.getResultCode(), pendingResult.getData()));
                    }
                } else if (Lifecycle.Event.ON_STOP == event) {
                    keyToCallback.remove(key);
                } else if (Lifecycle.Event.ON_DESTROY == event) {
                    unregister(key);
                }
            }
        };
        List<LifecycleEventObserver> observers = keyToObservers.get(key);
        if (observers == null) { observers = new ArrayList<>(); keyToObservers.put(key, observers); }
        observers.add(observer);
        keyToLifecycle.put(key, lifecycle);
        lifecycle.addObserver(observer);
        return new ActivityResultLauncher<I>() {
            @Override
            public void launch(I input, @Nullable ActivityOptionsCompat options) {
                Integer innerCode = keyToRc.get(key);
                if (innerCode == null) {
                    throw new IllegalStateException("Attempting to launch an unregistered ActivityResultLauncher with contract "
                            + contract + " and input " + input + ". You must ensure the ActivityResultLauncher is registered before calling launch().");
                }
                launchedKeys.add(key);
                try {
                    onLaunch(innerCode, contract, input, options);
                } catch (RuntimeException e) {
                    launchedKeys.remove(key);
                    throw e;
                }
            }

            @Override
            public void unregister() { ActivityResultRegistry.this.unregister(key); }

            @NonNull
            @Override
            public ActivityResultContract<I, ?> getContract() { return contract; }
        };
    }

    @NonNull
    public final <I, O> ActivityResultLauncher<I> register(@NonNull final String key, @NonNull final ActivityResultContract<I, O> contract,
            @NonNull final ActivityResultCallback<O> callback) {
        registerKey(key);
        keyToCallback.put(key, new CallbackAndContract<>(callback, contract));
        if (parsedPendingResults.containsKey(key)) {
            @SuppressWarnings("unchecked") O parsed = (O) parsedPendingResults.remove(key);
            callback.onActivityResult(parsed);
        }
        ActivityResult pendingResult = pendingResults.getParcelable(key, ActivityResult.class);
        if (pendingResult != null) {
            pendingResults.remove(key);
            callback.onActivityResult(contract.parseResult(pendingResult.getResultCode(), pendingResult.getData()));
        }
        return new ActivityResultLauncher<I>() {
            @Override
            public void launch(I input, @Nullable ActivityOptionsCompat options) {
                Integer innerCode = keyToRc.get(key);
                if (innerCode == null) {
                    throw new IllegalStateException("Attempting to launch an unregistered ActivityResultLauncher with contract "
                            + contract + " and input " + input + ". You must ensure the ActivityResultLauncher is registered before calling launch().");
                }
                launchedKeys.add(key);
                try {
                    onLaunch(innerCode, contract, input, options);
                } catch (RuntimeException e) {
                    launchedKeys.remove(key);
                    throw e;
                }
            }

            @Override
            public void unregister() { ActivityResultRegistry.this.unregister(key); }

            @NonNull
            @Override
            public ActivityResultContract<I, ?> getContract() { return contract; }
        };
    }

    @MainThread
    final void unregister(@NonNull String key) {
        if (!launchedKeys.contains(key)) {
            Integer rc = keyToRc.remove(key);
            if (rc != null) rcToKey.remove(rc);
        }
        keyToCallback.remove(key);
        parsedPendingResults.remove(key);
        pendingResults.remove(key);
        Lifecycle lifecycle = keyToLifecycle.remove(key);
        List<LifecycleEventObserver> observers = keyToObservers.remove(key);
        if (lifecycle != null && observers != null) for (LifecycleEventObserver o : observers) lifecycle.removeObserver(o);
    }

    @MainThread
    public final boolean dispatchResult(int requestCode, int resultCode, @Nullable Intent data) {
        String key = rcToKey.get(requestCode);
        if (key == null) return false;
        doDispatch(key, resultCode, data, keyToCallback.get(key));
        return true;
    }

    @MainThread
    @SuppressWarnings("unchecked")
    public final <O> boolean dispatchResult(int requestCode, O result) {
        String key = rcToKey.get(requestCode);
        if (key == null) return false;
        CallbackAndContract<?> cc = keyToCallback.get(key);
        if (cc == null || cc.callback == null) {
            pendingResults.remove(key);
            parsedPendingResults.put(key, result);
        } else if (launchedKeys.remove(key)) {
            ((ActivityResultCallback<O>) cc.callback).onActivityResult(result);
        }
        return true;
    }

    @SuppressWarnings("unchecked")
    private <O> void doDispatch(String key, int resultCode, Intent data, CallbackAndContract<O> callbackAndContract) {
        if (callbackAndContract != null && callbackAndContract.callback != null && launchedKeys.contains(key)) {
            callbackAndContract.callback.onActivityResult(callbackAndContract.contract.parseResult(resultCode, data));
            launchedKeys.remove(key);
        } else {
            parsedPendingResults.remove(key);
            pendingResults.putParcelable(key, new ActivityResult(resultCode, data));
        }
    }

    private void registerKey(String key) {
        if (keyToRc.containsKey(key)) return;
        int rc = random.nextInt(Integer.MAX_VALUE - INITIAL_REQUEST_CODE_VALUE + 1) + INITIAL_REQUEST_CODE_VALUE;
        while (rcToKey.containsKey(rc)) rc = random.nextInt(Integer.MAX_VALUE - INITIAL_REQUEST_CODE_VALUE + 1) + INITIAL_REQUEST_CODE_VALUE;
        rcToKey.put(rc, key);
        keyToRc.put(key, rc);
    }
}
