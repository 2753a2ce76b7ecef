// Mirrors androidx.lifecycle.OnLifecycleEvent at API 35 (androidx lifecycle-common 2.8.7)
package androidx.lifecycle;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** @deprecated This annotation required the usage of code generation or reflection; use DefaultLifecycleObserver. */
@Deprecated
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface OnLifecycleEvent {
    Lifecycle.Event value();
}
