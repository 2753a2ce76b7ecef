package androidx.core.app;

import android.content.Context;
import android.content.Intent;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import java.util.ArrayList;
import java.util.Iterator;

/** androidx.core 1.13's TaskStackBuilder: a synthetic back stack, started as a new task. */
public final class TaskStackBuilder implements Iterable<Intent> {
    private final ArrayList<Intent> mIntents = new ArrayList<>();
    private final Context mSourceContext;

    private TaskStackBuilder(Context context) { mSourceContext = context; }

    @NonNull
    public static TaskStackBuilder create(@NonNull Context context) { return new TaskStackBuilder(context); }

    @NonNull
    public TaskStackBuilder addNextIntent(@NonNull Intent nextIntent) {
        mIntents.add(nextIntent);
        return this;
    }

    /** Adds the activities the manifest names as `parentActivityName` above one another, then the Intent; the Tandem
     *  runtime reads no parent declarations (the manifests it runs declare none), so the Intent alone. */
    @NonNull
    public TaskStackBuilder addNextIntentWithParentStack(@NonNull Intent nextIntent) {
        return addNextIntent(nextIntent);
    }

    public int getIntentCount() { return mIntents.size(); }

    @Nullable
    public Intent editIntentAt(int index) { return mIntents.get(index); }

    @NonNull
    public Intent[] getIntents() {
        Intent[] intents = new Intent[mIntents.size()];
        if (intents.length == 0) return intents;
        intents[0] = new Intent(mIntents.get(0)).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK | Intent.FLAG_ACTIVITY_TASK_ON_HOME);
        for (int i = 1; i < intents.length; i++) intents[i] = new Intent(mIntents.get(i));
        return intents;
    }

    @Override
    @NonNull
    public Iterator<Intent> iterator() { return mIntents.iterator(); }

    public void startActivities() {
        if (mIntents.isEmpty()) {
            throw new IllegalStateException("No intents added to TaskStackBuilder; cannot startActivities");
        }
        Intent[] intents = getIntents();
        if (mSourceContext instanceof android.app.Activity) ((android.app.Activity) mSourceContext).startActivities(intents);
        else for (Intent intent : intents) mSourceContext.startActivity(new Intent(intent).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK));
    }
}
