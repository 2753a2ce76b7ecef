// Mirrors androidx.activity.OnBackPressedDispatcherOwner at API 35 (androidx activity 1.9.3)
package androidx.activity;

import androidx.annotation.NonNull;
import androidx.lifecycle.LifecycleOwner;

public interface OnBackPressedDispatcherOwner extends LifecycleOwner {
    @NonNull
    OnBackPressedDispatcher getOnBackPressedDispatcher();
}
